/**
 * The shared SVG sprite's document (docs/decisions/0005-icons-as-masks.md): icons below the first
 * screen show one of its drawings through a CSS mask or an `<img>`
 * (src/components/ui/sprite-icon.tsx), so each costs a few bytes of HTML and no shadow tree.
 * Drawings come from the maintained packages: `lucide-<Name>` (lucide-react), `flag-<CC>`
 * (country-flag-icons, 3:2) and `brand-<platform>` (simple-icons; LinkedIn's from devicon, in
 * src/assets/logos/). Which drawings go in is the endpoint's business (src/pages/icons.svg.ts);
 * an id no package provides fails it.
 */
import linkedinSvg from "~/assets/logos/linkedin-plain.svg?raw";
import * as flags from "country-flag-icons/string/3x2";
import * as lucide from "lucide-react";
import { createElement, type ComponentType } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { siFacebook, siInstagram, siWhatsapp } from "simple-icons";
import { LUCIDE_STROKE_WIDTH } from "./icon-id";

/** A drawing: its viewBox, its inner markup and the attributes its <svg> needs. */
type Drawing = { viewBox: string; body: string; attributes?: string };

/** viewBox and inner markup of a standalone <svg> document or element. */
function parseSvg(svg: string, source: string): Drawing {
  const match = /<svg\b([^>]*)>([\s\S]*)<\/svg>/.exec(svg);
  const viewBox = match && /\sviewBox="([^"]+)"/.exec(match[1] ?? "")?.[1];
  if (!match || !viewBox) throw new Error(`icon sprite: ${source} is not an SVG with a viewBox.`);
  return { viewBox, body: (match[2] ?? "").trim() };
}

/** lucide's paint attributes on its <svg>, which the drawing keeps (the mask gives the colour). */
const PAINT_ATTRIBUTE = /\s((?:fill|stroke[\w-]*)="[^"]*")/g;

/** A lucide icon as lucide-react renders it, in black, filled or not, at a stroke width. */
function lucideIcon(name: string, filled: boolean, strokeWidth: string): Drawing | undefined {
  const icon = (lucide as Record<string, unknown>)[name] as
    (ComponentType<object> & { displayName?: string }) | undefined;
  // Only canonical names (aliases render the same drawing under another id).
  if (!icon || icon.displayName !== name) return undefined;
  const props = { color: "#000", fill: filled ? "#000" : "none", strokeWidth };
  const svg = renderToStaticMarkup(createElement(icon, props));
  const open = /<svg\b[^>]*>/.exec(svg)?.[0] ?? "";
  const attributes = [...open.matchAll(PAINT_ATTRIBUTE)].map((match) => match[1]).join(" ");
  return { ...parseSvg(svg, `lucide-react ${name}`), attributes };
}

function flag(code: string): Drawing | undefined {
  const svg = (flags as Record<string, string | undefined>)[code];
  return svg === undefined ? undefined : parseSvg(svg, `country-flag-icons ${code}`);
}

const brands: Record<string, () => Drawing> = {
  whatsapp: () => ({ viewBox: "0 0 24 24", body: `<path d="${siWhatsapp.path}"/>` }),
  facebook: () => ({ viewBox: "0 0 24 24", body: `<path d="${siFacebook.path}"/>` }),
  instagram: () => ({ viewBox: "0 0 24 24", body: `<path d="${siInstagram.path}"/>` }),
  // simple-icons no longer ships LinkedIn's mark; devicon does (a copy: src/assets/logos/).
  linkedin: () => parseSvg(linkedinSvg, "src/assets/logos/linkedin-plain.svg"),
};

/**
 * An id's drawing: `<kind>-<name>`, and for lucide an optional `.fill` and `.w<stroke width>`
 * (src/lib/icon-id.ts).
 */
export function drawing(id: string): Drawing | undefined {
  const [, kind, name = "", fill, width] =
    /^(lucide|flag|brand)-([^.]+)(\.fill)?(?:\.w(\d+(?:\.\d+)?))?$/.exec(id) ?? [];
  if (kind === "lucide")
    return lucideIcon(name, Boolean(fill), width ?? String(LUCIDE_STROKE_WIDTH));
  if (fill || width) return undefined;
  if (kind === "flag") return flag(name);
  if (kind === "brand") return brands[name]?.();
  return undefined;
}

/**
 * Shows only the drawing the URL's fragment names (`:target`): the "SVG stack" that every engine
 * honours in a CSS mask and an `<img>` (WebKit ignores `<view>` fragments in a mask). The root has
 * no size, so the drawing fills the box it is shown in, at its own aspect ratio.
 */
const STACK_STYLE = "<style>svg svg{display:none}svg svg:target{display:inline}</style>";

/**
 * The sprite document: each drawing a nested <svg> with its id, so `url(/icons.svg#lucide-Check)`
 * (a CSS mask, app.css `.icon`) or `<img src="/icons.svg#flag-CO">` shows exactly that drawing.
 */
export function buildSprite(ids: Iterable<string>): string {
  const drawings = [...new Set(ids)].sort().map((id) => {
    const found = drawing(id);
    if (!found)
      throw new Error(
        `icon sprite: no icon "${id}" (expected lucide-<Name>[.fill][.w<width>], flag-<CC> or brand-<platform>).`,
      );
    const attributes = found.attributes ? ` ${found.attributes}` : "";
    return `<svg id="${id}" viewBox="${found.viewBox}"${attributes}>${found.body}</svg>`;
  });
  return `<svg xmlns="http://www.w3.org/2000/svg">${STACK_STYLE}${drawings.join("")}</svg>\n`;
}
