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

/**
 * The sprite drawings an HTML document refers to, each once. An id is written as lib/icon-id.ts
 * writes them: letters, digits, "-", "." and "_". (The pattern is built here, not at the top of
 * the module, so the browser bundle, which needs only spriteUrl, does not carry it.)
 */
export function spriteIdsIn(html: string): Set<string> {
  const reference = new RegExp(`${SPRITE_PATH.replace(/\./g, "\\.")}#([\\w.-]+)`, "g");
  return new Set([...html.matchAll(reference)].map((match) => match[1] ?? ""));
}
