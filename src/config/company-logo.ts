/**
 * The company's mark, logo.svg in its folder (company-folder.ts), or the example's while it gives
 * none: the header and footer show it, and the favicon, the app icons and the social images are
 * drawn from it (src/lib/site-icons.ts). Checked before anything is built (scripts/logo-check.ts).
 * Node-only; read at build time.
 */
import { readText, sourceOf } from "./company-folder.ts";

type Env = Record<string, string | undefined>;

/** The logo a build uses: its file (relative to the repository), whether it is the company's. */
export function logoSource(env: Env = process.env): { file: string; own: boolean } {
  return sourceOf("logo", env);
}

/** The logo's SVG text. */
export function logoSvg(env: Env = process.env): string {
  return readText(logoSource(env).file);
}

/** The logo as a data: URL, for renderers that take an image (the social images). */
export function logoDataUrl(env: Env = process.env): string {
  return `data:image/svg+xml;base64,${Buffer.from(logoSvg(env)).toString("base64")}`;
}
