/**
 * What the logo's markup may hold (logo-check.ts), read by an XML parser that resolves namespaces
 * (saxes): a regular expression misses `<svg:script xmlns:svg=…>` and `u\72l(…)`, a CSS escape of
 * url(. The logo is served as /favicon.svg, a document a visitor can open, so its elements and
 * attributes are an allow-list of what a drawing needs; anything else is named to be removed.
 * Every attribute value, style attribute and <style> sheet is read as CSS would read it (escapes
 * and comments resolved) and may reference only the drawing itself (url(#id)). Editors' own
 * metadata (Inkscape, Sodipodi, RDF) is inert and kept. Build-time only.
 */
import { SaxesParser, type SaxesAttributeNS } from "saxes";

const SVG = "http://www.w3.org/2000/svg";
const XLINK = "http://www.w3.org/1999/xlink";
const INERT_NAMESPACES = new Set([
  "http://www.w3.org/XML/1998/namespace",
  "http://www.w3.org/2000/xmlns/",
  "http://www.w3.org/1999/02/22-rdf-syntax-ns#",
  "http://purl.org/dc/elements/1.1/",
  "http://creativecommons.org/ns#",
  "http://web.resource.org/cc/",
  "http://sodipodi.sourceforge.net/DTD/sodipodi-0.dtd",
  "http://www.inkscape.org/namespaces/inkscape",
]);

const ELEMENTS = new Set(
  `svg g defs title desc metadata symbol use path rect circle ellipse line polyline polygon text
  tspan linearGradient radialGradient stop pattern clipPath mask marker style image filter feBlend
  feColorMatrix feComponentTransfer feComposite feDropShadow feFlood feFuncA feFuncB feFuncG
  feFuncR feGaussianBlur feMerge feMergeNode feOffset`.split(/\s+/),
);

const ATTRIBUTES = new Set(
  `id class style lang version baseProfile x y x1 y1 x2 y2 cx cy r rx ry fx fy fr width height
  viewBox preserveAspectRatio d points pathLength transform href gradientUnits gradientTransform
  spreadMethod offset patternUnits patternContentUnits patternTransform clipPathUnits maskUnits
  maskContentUnits filterUnits primitiveUnits role focusable dx dy rotate textLength lengthAdjust
  text-anchor dominant-baseline alignment-baseline baseline-shift font-family font-size
  font-weight font-style font-variant font-stretch letter-spacing word-spacing refX refY
  markerWidth markerHeight markerUnits orient media type enable-background fill fill-opacity
  fill-rule stroke stroke-width stroke-linecap stroke-linejoin stroke-miterlimit stroke-dasharray
  stroke-dashoffset stroke-opacity opacity color clip-path clip-rule mask filter stop-color
  stop-opacity visibility display overflow shape-rendering color-interpolation
  color-interpolation-filters vector-effect mix-blend-mode isolation paint-order image-rendering
  text-rendering flood-color flood-opacity lighting-color marker-start marker-mid marker-end in in2
  result stdDeviation mode values operator k1 k2 k3 k4 tableValues slope intercept amplitude
  exponent edgeMode`.split(/\s+/),
);
/** Accessible names and an editor's data-* labels are inert text. */
const INERT_ATTRIBUTE = /^(aria-[a-z]+|data-[\w.-]+)$/;

const FETCHES = "usa url(…) hacia otro archivo o dirección; use solo referencias internas (#id)";
const IMPORTS = "importa o declara contenido externo (@import, DOCTYPE, ENTITY); quítelo";

/** `css` as a CSS parser reads it: comments dropped, escapes (\72, \r) replaced by their letter. */
export function cssText(css: string): string {
  return css
    .replace(/\/\*[\s\S]*?(\*\/|$)/g, "")
    .replace(/\\([0-9a-f]{1,6})[ \t\n\r\f]?|\\([\s\S])/gi, (_, hex?: string, letter?: string) =>
      hex
        ? String.fromCodePoint(Math.min(Number.parseInt(hex, 16), 0x10ffff) || 0xfffd)
        : letter === "\n"
          ? ""
          : (letter ?? ""),
    );
}

/** Why a CSS text (or an attribute value) reaches outside the drawing, if it does. */
function cssProblem(value: string): string | undefined {
  const css = cssText(value);
  if (/@import\b/i.test(css)) return IMPORTS;
  if (/url\(\s*(?!["']?\s*#)/i.test(css)) return FETCHES;
  if (/(?:^|[^\w-])(?:image-set|image|cross-fade|element|src|expression)\s*\(/i.test(css))
    return FETCHES;
  return undefined;
}

/** Why an href may not stay: anything but a reference inside the drawing, or an inline bitmap. */
function hrefProblem(element: string, value: string): string | undefined {
  const href = value.trim();
  if (href.startsWith("#")) return undefined;
  if (element === "image" && /^data:image\/(?:png|jpeg|webp);/i.test(href)) return undefined;
  return "enlaza otro archivo o dirección (href); incluya el dibujo en el propio SVG";
}

/** The problem of one attribute of `element`, if any. */
function attributeProblem(element: string, attribute: SaxesAttributeNS): string | undefined {
  const { local, name, uri, value } = attribute;
  if (/^on/i.test(local)) return "tiene un atributo de evento (onload, onclick…); quítelo";
  if (local === "href" && (uri === "" || uri === XLINK)) return hrefProblem(element, value);
  if (uri !== "" && !INERT_NAMESPACES.has(uri))
    return `tiene el atributo ${name} en <${element}>, que un logo no usa; quítelo`;
  if (uri === "" && !ATTRIBUTES.has(local) && !INERT_ATTRIBUTE.test(local))
    return `tiene el atributo ${name} en <${element}>, que un logo no usa; quítelo`;
  return cssProblem(value);
}

/** The problem of an element, by its namespace and name, if any. */
function elementProblem(name: string, local: string, uri: string): string | undefined {
  if (local.toLowerCase() === "script")
    return "contiene <script>; un logo no ejecuta código: quítelo";
  if (local.toLowerCase() === "foreignobject")
    return "contiene <foreignObject>; dibuje el logo solo con formas SVG";
  if (uri === SVG ? ELEMENTS.has(local) : INERT_NAMESPACES.has(uri)) return undefined;
  return uri === SVG
    ? `contiene <${name}>, que un logo no usa; dibújelo solo con formas SVG`
    : `contiene <${name}>, que no es un elemento SVG (${uri || 'sin xmlns="http://www.w3.org/2000/svg"'}); quítelo`;
}

/**
 * Every problem of the logo's markup, once each; undefined when it is not well-formed XML (the
 * caller says so).
 */
export function markupProblems(svg: string): string[] | undefined {
  const problems = new Set<string>();
  const add = (problem: string | undefined) => problem && problems.add(problem);
  const parser = new SaxesParser({ xmlns: true, position: false });
  let styleDepth = 0;
  parser.on("doctype", () => add(IMPORTS));
  parser.on("processinginstruction", () => add(IMPORTS));
  parser.on("opentag", (tag) => {
    add(elementProblem(tag.name, tag.local, tag.uri));
    for (const attribute of Object.values(tag.attributes))
      add(attributeProblem(tag.local, attribute));
    if (tag.local === "style") styleDepth += 1;
  });
  parser.on("closetag", (tag) => {
    if (tag.local === "style") styleDepth -= 1;
  });
  const sheet = (text: string) => styleDepth > 0 && add(cssProblem(text));
  parser.on("text", sheet);
  parser.on("cdata", sheet);
  try {
    parser.write(svg).close();
  } catch {
    return undefined;
  }
  return [...problems];
}
