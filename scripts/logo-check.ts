/**
 * The company's logo.svg is served as the favicon, shown in every page's header and drawn into
 * the app icons and social images (src/config/company-logo.ts), so the build's first step checks
 * it before anything is built: an SVG that parses, with a viewBox (what scales it), small, and
 * inert: no script, no foreignObject (HTML inside the drawing), no event handler attribute and
 * nothing fetched from elsewhere (a referenced file or address would break the icons, and the
 * Content-Security-Policy would block it): only the elements and attributes a drawing needs
 * (logo-markup.ts). Each problem names the file. Build-time only (resvg).
 */
import { Resvg } from "@resvg/resvg-js";
import { viewBoxOf } from "../src/lib/site-icons.ts";
import { markupProblems } from "./logo-markup.ts";

/** A mark drawn as paths is a few kilobytes; more is an embedded bitmap or an editor's leftovers. */
export const LOGO_MAX_BYTES = 20_000;

/** Whether resvg, which draws the icons, can read `svg`. */
function renders(svg: string): boolean {
  try {
    new Resvg(svg);
    return true;
  } catch {
    return false;
  }
}

/** Every problem with the logo's text, one line each, naming `file`. */
export function logoProblems(svg: string, file: string): string[] {
  const problems: string[] = [];
  const bytes = Buffer.byteLength(svg);
  if (bytes > LOGO_MAX_BYTES) {
    problems.push(
      `pesa ${bytes} bytes, más de ${LOGO_MAX_BYTES}: exporte el dibujo como trazos, sin imágenes incrustadas ni metadatos del editor`,
    );
  }
  const markup = markupProblems(svg);
  if (!markup || !renders(svg)) {
    problems.push("no es un SVG bien formado; ábralo y vuelva a exportarlo como SVG");
    return problems.map((problem) => `  - ${file}: ${problem}`);
  }
  if (!viewBoxOf(svg)) {
    problems.push(
      'no tiene viewBox en su <svg> (p. ej. viewBox="0 0 64 64"), con el que se escala',
    );
  }
  problems.push(...markup);
  return problems.map((problem) => `  - ${file}: ${problem}`);
}
