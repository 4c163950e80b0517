/**
 * The site's own icons, manifest and browser colour, written once: the page layout links them
 * (src/layouts/base-layout.astro), endpoints in src/pages/ serve them (the PNGs and favicon.ico
 * drawn from src/assets/favicon.svg, and the web manifest), and the Organization JSON-LD names the
 * largest PNG as the logo.
 */

/** The drawing every icon comes from (src/assets/favicon.svg), served under this name. */
export const FAVICON_SVG = "favicon.svg";

/**
 * PNG renderings of the favicon. `manifest`: listed in the web manifest (what installers use).
 * `square`: drawn edge to edge without the rounded corners, because the platform cuts its own
 * shape: Apple wants an opaque square, and a maskable icon fills whatever mask the launcher
 * applies (its mark already sits inside the central safe zone; scripts/icons.test.ts checks it).
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

/** The favicon drawing as a full square: its rounded background's corner radius removed. */
export function squareIconSvg(svg: string): string {
  const square = svg.replace(/(<rect\b[^>]*?)\s+rx="[^"]*"/, "$1");
  if (square === svg) throw new Error(`${FAVICON_SVG}: no rounded <rect rx="…"> to square`);
  return square;
}

export const WEB_MANIFEST = "site.webmanifest";

/** The browser interface colour (theme-color, the manifest): the navy of hero and footer. */
export const THEME_COLOR = "#0a1428";

/** "192x192": an icon's size as link and manifest entries write it. */
export function iconSizes(icon: PngIcon): string {
  return `${icon.size}x${icon.size}`;
}
