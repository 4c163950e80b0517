/**
 * The site's own icons, manifest and browser colour, written once: root.tsx links them, the build
 * renders the PNGs from public/favicon.svg and writes the web manifest (scripts/postbuild.ts), and
 * the Organization JSON-LD names the largest PNG as the logo.
 */

/** The drawing every icon comes from, in public/. */
export const FAVICON_SVG = "favicon.svg";

/** PNG renderings of the favicon; `manifest`: listed in the web manifest (what installers use). */
export const PNG_ICONS = {
  favicon: { file: "favicon-32.png", size: 32, manifest: false },
  appleTouch: { file: "apple-touch-icon.png", size: 180, manifest: false },
  install: { file: "icon-192.png", size: 192, manifest: true },
  logo: { file: "icon-512.png", size: 512, manifest: true },
} as const;

export type PngIcon = (typeof PNG_ICONS)[keyof typeof PNG_ICONS];

export const WEB_MANIFEST = "site.webmanifest";

/** The browser interface colour (theme-color, the manifest): the navy of hero and footer. */
export const THEME_COLOR = "#0a1428";

/** "192x192": an icon's size as link and manifest entries write it. */
export function iconSizes(icon: PngIcon): string {
  return `${icon.size}x${icon.size}`;
}
