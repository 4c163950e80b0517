/**
 * Shared looks of both footers. On a phone each link is a 44 px row (min-h-11): thumbs, not
 * cursors, pick them there; from md up they return to their text height.
 */
export const footerLink =
  "inline-flex min-h-11 items-center rounded text-slate-300 transition-colors hover:text-white md:min-h-0";

/** Column titles in small capitals (`caps`, app.css: read as typed, unlike `uppercase`). */
export const footerHeading = "text-base font-semibold tracking-wider text-white caps";
