/**
 * The company's logo.svg is served as the favicon, shown in every page's header and drawn into
 * the app icons and social images (src/config/company-logo.ts), so the build's first step checks
 * it before anything is built: an SVG that parses, with a viewBox (what scales it), small, and
 * inert: no script, no foreignObject (HTML inside the drawing), no event handler attribute and
 * nothing fetched from elsewhere (a referenced file or address would break the icons, and the
 * Content-Security-Policy would block it). Each problem names the file. Build-time only (resvg).
 */
import { Resvg } from "@resvg/resvg-js";
import { viewBoxOf } from "../src/lib/site-icons.ts";

/** A mark drawn as paths is a few kilobytes; more is an embedded bitmap or an editor's leftovers. */
export const LOGO_MAX_BYTES = 20_000;

const RULES: [RegExp, string][] = [
  [/<script\b/i, "contiene <script>; un logo no ejecuta código: quítelo"],
  [/<foreignObject\b/i, "contiene <foreignObject>; dibuje el logo solo con formas SVG"],
  [/\son[a-z]+\s*=/i, "tiene un atributo de evento (onload, onclick…); quítelo"],
  [
    /\b(?:xlink:)?href\s*=\s*["'](?!#|data:image\/(?:png|jpeg|webp);)[^"']*["']/i,
    "enlaza otro archivo o dirección (href); incluya el dibujo en el propio SVG",
  ],
  [
    /url\(\s*["']?(?!#)/i,
    "usa url(…) hacia otro archivo o dirección; use solo referencias internas (#id)",
  ],
  [
    /@import\b|<!ENTITY|<!DOCTYPE/i,
    "importa o declara contenido externo (@import, DOCTYPE, ENTITY); quítelo",
  ],
];

/** Every problem with the logo's text, one line each, naming `file`. */
export function logoProblems(svg: string, file: string): string[] {
  const problems: string[] = [];
  const bytes = Buffer.byteLength(svg);
  if (bytes > LOGO_MAX_BYTES) {
    problems.push(
      `pesa ${bytes} bytes, más de ${LOGO_MAX_BYTES}: exporte el dibujo como trazos, sin imágenes incrustadas ni metadatos del editor`,
    );
  }
  try {
    new Resvg(svg);
  } catch {
    problems.push("no es un SVG bien formado; ábralo y vuelva a exportarlo como SVG");
    return problems.map((problem) => `  - ${file}: ${problem}`);
  }
  if (!viewBoxOf(svg)) {
    problems.push(
      'no tiene viewBox en su <svg> (p. ej. viewBox="0 0 64 64"), con el que se escala',
    );
  }
  for (const [pattern, message] of RULES) if (pattern.test(svg)) problems.push(message);
  return problems.map((problem) => `  - ${file}: ${problem}`);
}
