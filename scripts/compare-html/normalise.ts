/**
 * Parses a built page and removes what a framework legitimately changes, so that what is left is
 * what a visitor, a screen reader or a crawler gets: code scripts, asset names and hashes, island
 * wrappers and their attributes, comments. Whitespace and attribute order are handled where the
 * page is read (extract.ts).
 */
import { JSDOM } from "jsdom";

/** Elements a framework puts around a server-rendered component; their children stay in place. */
const WRAPPERS = "astro-island, astro-slot, astro-static-slot, div[data-island]";
/** Attributes that only tell a framework how to hydrate. */
const FRAMEWORK_ATTRIBUTE = /^(data-astro-.*|data-island|data-props|data-when)$/;
/** Scripts that carry the page's data (JSON-LD, configuration) rather than code. */
export const DATA_SCRIPT = /^application\/([\w.+-]+\+)?json$/i;
/** Links to code, styles and preloads: bundlers name and split them as they see fit. */
const ASSET_LINK_RELS = ["modulepreload", "stylesheet", "preload"];
/**
 * A hashed build asset: Vite writes `/assets/name-HASH.ext`, Astro `/_astro/name.HASH.ext`. Only
 * the hash and the directory go; the name stays, so a different image still shows.
 */
const HASHED_ASSET = /\/(?:assets|_astro)\/((?:[\w-]+\/)*[\w.-]+?)[.-][\w-]{8}(\.\w+)\b/g;
/** The rule Astro adds so that its wrappers take no box; it styles nothing of the site. */
const ASTRO_WRAPPER_STYLE = /^\s*astro-island\s*,\s*astro-slot/;

/** Key-sorted JSON, so that data compares by value and not by how it was written. */
export function canonicalJson(text: string, indent?: number): string {
  const sort = (value: unknown): unknown =>
    Array.isArray(value)
      ? value.map(sort)
      : value && typeof value === "object"
        ? Object.fromEntries(
            Object.entries(value)
              .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
              .map(([key, inner]) => [key, sort(inner)]),
          )
        : value;
  try {
    return JSON.stringify(sort(JSON.parse(text)), null, indent);
  } catch {
    return `invalid JSON: ${text.trim()}`;
  }
}

function normaliseAttributes(element: Element): void {
  for (const { name, value } of [...element.attributes]) {
    if (FRAMEWORK_ATTRIBUTE.test(name)) {
      element.removeAttribute(name);
      continue;
    }
    let normal = value.replace(HASHED_ASSET, "/[asset]/$1$2");
    // Class order and repeated classes change nothing; cn() and compilers reorder them.
    if (name === "class")
      normal = [...new Set(value.split(/\s+/).filter(Boolean))].sort().join(" ");
    if (name === "style")
      normal = value
        .split(";")
        .map((rule) => rule.trim().replace(/\s*:\s*/, ":"))
        .filter(Boolean)
        .join(";");
    if (normal !== value) element.setAttribute(name, normal);
  }
}

export function parsePage(html: string): Document {
  const { document } = new JSDOM(html).window;
  const comments = document.createTreeWalker(document, 128 /* NodeFilter.SHOW_COMMENT */);
  const found: Node[] = [];
  while (comments.nextNode()) found.push(comments.currentNode);
  for (const comment of found) comment.parentNode?.removeChild(comment);

  for (const script of document.querySelectorAll("script")) {
    if (DATA_SCRIPT.test(script.type)) script.textContent = canonicalJson(script.textContent ?? "");
    else script.remove();
  }
  for (const link of document.querySelectorAll("link[rel]")) {
    const rels = link.getAttribute("rel")?.toLowerCase().split(/\s+/) ?? [];
    if (rels.includes("modulepreload")) link.remove();
    else if (rels.some((rel) => ASSET_LINK_RELS.includes(rel)))
      link.setAttribute("href", "[asset]");
  }
  for (const style of document.querySelectorAll("style"))
    if (ASTRO_WRAPPER_STYLE.test(style.textContent ?? "")) style.remove();
  for (const template of document.querySelectorAll("template[data-astro-template]"))
    template.remove();
  for (const wrapper of document.querySelectorAll(WRAPPERS))
    wrapper.replaceWith(...wrapper.childNodes);
  for (const element of document.querySelectorAll("*")) normaliseAttributes(element);
  document.documentElement.normalize();
  return document;
}
