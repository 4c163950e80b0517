/**
 * Reads a normalised page (normalise.ts) into one list of lines per category, in document order,
 * so that two builds compare line by line and a difference prints as a readable diff.
 */
import { DATA_SCRIPT, canonicalJson } from "./normalise.ts";
import { accessibleName, collapse, isElement, textBlocks } from "./text.ts";

/** What a visitor, a screen reader or a crawler gets: a difference here fails the comparison. */
export const SEMANTIC = [
  "text",
  "links",
  "headings",
  "landmarks",
  "aria",
  "head",
  "data",
  "ids",
] as const;
/** The whole normalised tree, so nothing else changes unnoticed; reported, never failing. */
export const TREE = "tree" as const;
export type Category = (typeof SEMANTIC)[number] | typeof TREE;

const LANDMARKS = [
  "header, nav, main, footer, aside, search",
  "section[aria-label], section[aria-labelledby], form[aria-label], form[aria-labelledby]",
  "[role=banner], [role=navigation], [role=main], [role=contentinfo], [role=complementary]",
  "[role=region], [role=search], [role=form]",
].join(", ");
/** `<link>` relations that name the page or the site: canonical URL, icons, manifest, languages. */
const HEAD_LINK = /^(canonical|icon|shortcut icon|apple-touch-icon|mask-icon|manifest|alternate)$/;

/** ARIA and role, plus what else changes the accessibility tree: alt, hidden, inert. */
const ACCESSIBILITY = /^(aria-.*|role|alt|hidden|inert)$/;

const describe = (element: Element): string =>
  element.localName + (element.id ? `#${element.id}` : "");
const attributes = (element: Element, keep: (name: string) => boolean): string =>
  [...element.attributes]
    .filter(({ name }) => keep(name))
    .map(({ name, value }) => `${name}="${value}"`)
    .sort()
    .join(" ");

function treeLines(node: Node, depth: number, lines: string[]): string[] {
  const indent = "  ".repeat(depth);
  if (node.nodeType === 3 && collapse((node as Text).data))
    lines.push(`${indent}"${collapse((node as Text).data)}"`);
  if (!isElement(node)) return lines;
  const open = [node.localName, attributes(node, () => true)].filter(Boolean).join(" ");
  lines.push(`${indent}<${open}>`);
  node.childNodes.forEach((child) => treeLines(child, depth + 1, lines));
  return lines;
}

function headLines(document: Document): string[] {
  const lang = `html ${attributes(document.documentElement, (name) => /^(lang|dir)$/.test(name))}`;
  const metas = [...document.querySelectorAll("meta")].map((meta) => {
    const key = attributes(meta, (name) => name !== "content");
    return `meta ${key}${meta.hasAttribute("content") ? `: ${meta.getAttribute("content")}` : ""}`;
  });
  const links = [...document.querySelectorAll("link[rel]")]
    .filter((link) => HEAD_LINK.test(link.getAttribute("rel")?.toLowerCase() ?? ""))
    .map((link) => `link ${attributes(link, () => true)}`);
  return [lang, `title: ${collapse(document.title)}`, ...metas.sort(), ...links.sort()];
}

/** JSON-LD and other JSON data blocks, parsed, key-sorted and printed one value per line. */
function dataLines(document: Document): string[] {
  return [...document.querySelectorAll("script")]
    .filter((script) => DATA_SCRIPT.test(script.type))
    .flatMap((script) => [
      `<script ${attributes(script, () => true)}>`,
      ...canonicalJson(script.textContent ?? "", 2).split("\n"),
    ]);
}

export function extract(document: Document): Record<Category, string[]> {
  const all = (selector: string) => [...document.querySelectorAll(selector)];
  return {
    text: textBlocks(document.body),
    links: all("a[href], area[href]").map(
      (link) => `${link.getAttribute("href")} → "${accessibleName(link)}"`,
    ),
    headings: all("h1, h2, h3, h4, h5, h6, [role=heading]").map((heading) => {
      const level = heading.getAttribute("aria-level") ?? heading.localName.slice(1);
      return `h${level} ${accessibleName(heading)}`;
    }),
    landmarks: all(LANDMARKS).map((landmark) => {
      const role = landmark.getAttribute("role");
      const name = landmark.matches("[aria-label], [aria-labelledby]")
        ? ` "${accessibleName(landmark)}"`
        : "";
      return `${landmark.localName}${role ? `[role=${role}]` : ""}${name}`;
    }),
    aria: all("*")
      .filter((element) => [...element.attributes].some(({ name }) => ACCESSIBILITY.test(name)))
      .map(
        (element) => `${describe(element)} ${attributes(element, (n) => ACCESSIBILITY.test(n))}`,
      ),
    head: headLines(document),
    data: dataLines(document),
    ids: all("[id]").map(describe),
    tree: treeLines(document.documentElement, 0, []),
  };
}
