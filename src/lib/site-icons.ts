/**
 * The site's own icons and manifest, written once: the page layout links them
 * (src/layouts/base-layout.astro), endpoints in src/pages/ serve them (the PNGs and favicon.ico
 * drawn from the company's logo.svg, src/config/company-logo.ts, and the web manifest), and the
 * Organization JSON-LD names the largest PNG as the logo.
 */

/** The drawing every icon comes from (the company's logo.svg), served under this name. */
export const FAVICON_SVG = "favicon.svg";

/**
 * PNG renderings of the favicon. `manifest`: listed in the web manifest (what installers use).
 * `square`: drawn edge to edge, because the platform cuts its own shape: Apple wants an opaque
 * square, and a maskable icon fills whatever mask the launcher applies, its mark inside the
 * central safe zone (site-icons.test.ts checks both).
 */
export const PNG_ICONS = {
  favicon: { file: "favicon-32.png", size: 32, manifest: false, square: false },
  appleTouch: { file: "apple-touch-icon.png", size: 180, manifest: false, square: true },
  install: { file: "icon-192.png", size: 192, manifest: true, square: false },
  logo: { file: "icon-512.png", size: 512, manifest: true, square: false },
  maskable: { file: "icon-maskable-512.png", size: 512, manifest: true, square: true },
} as const;

export type PngIcon = (typeof PNG_ICONS)[keyof typeof PNG_ICONS];

/** The classic favicon, for what asks /favicon.ico without reading the page's links. */
export const FAVICON_ICO = { file: "favicon.ico", sizes: [16, 32, 48] } as const;

/** Radius of a maskable icon's safe zone, as a fraction of its size (W3C manifest spec). */
export const MASKABLE_SAFE_RADIUS = 0.4;

/** The root <svg …> tag of a drawing. */
const ROOT_TAG = /<svg\b[^>]*>/;

/** The viewBox of a drawing's root, as numbers (undefined when it has none). */
export function viewBoxOf(svg: string): [number, number, number, number] | undefined {
  const value = /\sviewBox\s*=\s*["']([^"']*)["']/.exec(ROOT_TAG.exec(svg)?.[0] ?? "")?.[1];
  const numbers = value
    ?.trim()
    .split(/[\s,]+/)
    .map(Number);
  if (!numbers || numbers.length !== 4 || numbers.some((n) => !Number.isFinite(n)))
    return undefined;
  const [x, y, width, height] = numbers as [number, number, number, number];
  return width > 0 && height > 0 ? [x, y, width, height] : undefined;
}

/**
 * `svg` drawn inside a square of side 100, centred, `scale` of its side, on `background` (none:
 * transparent): a drawing of any shape becomes a square icon.
 */
export function inSquare(svg: string, scale: number, background?: string): string {
  const side = 100 * scale;
  const offset = (100 - side) / 2;
  const inner = svg
    .replace(/^\s*<\?xml[^>]*>\s*/, "")
    .replace(ROOT_TAG, (tag) =>
      tag
        .replace(/\s(x|y|width|height)\s*=\s*["'][^"']*["']/g, "")
        .replace(/^<svg/, `<svg x="${offset}" y="${offset}" width="${side}" height="${side}"`),
    );
  const fill = background ? `<rect width="100" height="100" fill="${background}"/>` : "";
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100">${fill}${inner}</svg>`;
}

/** Side of the mark inside a square icon: a square inscribed in the maskable safe circle. */
export const SQUARE_MARK_SCALE = Math.SQRT2 * MASKABLE_SAFE_RADIUS;

/**
 * The favicon drawing as a full square. A drawing that is a rounded tile (the example's) loses
 * its corners' radius; any other mark is set in the safe zone on the brand colour.
 */
export function squareIconSvg(svg: string, background: string): string {
  const square = svg.replace(/(<rect\b[^>]*?)\s+rx="[^"]*"/, "$1");
  const box = viewBoxOf(svg);
  const tile = box && box[2] === box[3] && new RegExp(`<rect\\b[^>]*width="${box[2]}"`).test(svg);
  return square !== svg && tile ? square : inSquare(svg, SQUARE_MARK_SCALE, background);
}

/** The drawing on a square canvas, unchanged when it is square already. */
export function squareCanvas(svg: string): string {
  const box = viewBoxOf(svg);
  return box && box[2] === box[3] ? svg : inSquare(svg, 1);
}

export const WEB_MANIFEST = "site.webmanifest";

/** "192x192": an icon's size as link and manifest entries write it. */
export function iconSizes(icon: PngIcon): string {
  return `${icon.size}x${icon.size}`;
}
