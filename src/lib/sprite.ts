/**
 * The shared SVG sprite: its file and the record of the symbols the pages draw from it.
 *
 * Every reference to a drawing goes through spriteUrl (src/components/ui/sprite-icon.tsx), which
 * notes its id here whenever the server renders it. Astro prerenders the pages inside the build's
 * own process, so afterwards scripts/postbuild.ts (from the build's last hook) writes
 * exactly the recorded symbols (plus the islands' state icons) into the sprite, without reading
 * the HTML back. The record lives on globalThis because the server bundle and the build script
 * each load their own copy of this module.
 */
export const SPRITE_FILE = "icons.svg";
export const SPRITE_PATH = `/${SPRITE_FILE}`;

const RECORD = Symbol.for("vertice.renderedSpriteSymbols");

/** The sprite symbols rendered on the server in this process so far. */
export function renderedSpriteSymbols(): ReadonlySet<string> {
  return record();
}

export function recordSpriteSymbol(symbol: string): void {
  record().add(symbol);
}

function record(): Set<string> {
  const store = globalThis as { [RECORD]?: Set<string> };
  return (store[RECORD] ??= new Set());
}
