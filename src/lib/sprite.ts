/**
 * The shared SVG sprite's address, and how to find the drawings a rendered page refers to.
 *
 * Every reference to a drawing goes through spriteUrl (src/components/ui/sprite-icon.tsx) and is
 * written into the page as `/icons.svg#<id>` (a CSS mask's `url()` or an `<img src>`). The sprite
 * endpoint (src/pages/icons.svg.ts) renders every page and reads those ids back, so the sprite
 * holds exactly the drawings the pages use, in dev as in the build.
 */
export const SPRITE_FILE = "icons.svg";
export const SPRITE_PATH = `/${SPRITE_FILE}`;

/** The URL of one drawing of the sprite, which a CSS mask or an `<img>` shows. */
export function spriteUrl(id: string): string {
  return `${SPRITE_PATH}#${id}`;
}

/** An id as lib/icon-id.ts and the sprite's ids write them: letters, digits, "-", "." and "_". */
const REFERENCE = new RegExp(`${SPRITE_PATH.replace(/\./g, "\\.")}#([\\w.-]+)`, "g");

/** The sprite drawings an HTML document refers to, each once. */
export function spriteIdsIn(html: string): Set<string> {
  return new Set([...html.matchAll(REFERENCE)].map((match) => match[1] ?? ""));
}
