/**
 * Shared looks of both footers. On a phone each link is a 36 px row (min-h-9): thumbs, not
 * cursors, pick them there, and 36 px is half again the 24 px minimum while keeping the footer
 * near a screen tall; from md up they return to their text height.
 */
export const footerLink =
  "inline-flex min-h-9 items-center rounded text-slate-300 transition-colors hover:text-white md:min-h-0";

/** Column titles in small capitals (`caps`, app.css: read as typed, unlike `uppercase`). */
export const footerHeading = "text-base font-semibold tracking-wider text-white caps";
