/** Text as it is read: per block for sighted visitors, as accessible names for screen readers. */

/** Tags laid out inline: their text joins the surrounding block instead of starting one. */
const INLINE = new Set(
  "a abbr b bdi bdo br button cite code data del dfn em i img input ins kbd label mark output q s samp select small span strong sub sup svg textarea time u var wbr".split(
    " ",
  ),
);
/** Tags whose text is never rendered as text. */
const SILENT = new Set(["script", "style", "template"]);

export const collapse = (text: string): string => text.replace(/\s+/g, " ").trim();
export const isElement = (node: Node): node is Element => node.nodeType === 1;

/** Text of the content a screen reader reads: hidden subtrees out, images by their alt. */
export function contentName(node: Node): string {
  if (node.nodeType === 3) return (node as Text).data;
  if (!isElement(node) || SILENT.has(node.localName)) return "";
  if (node.getAttribute("aria-hidden") === "true" || node.hasAttribute("hidden")) return "";
  if (node.localName === "img") return ` ${node.getAttribute("alt") ?? ""} `;
  const label = node.getAttribute("aria-label");
  if (label) return ` ${label} `;
  const inner = [...node.childNodes].map(contentName).join("");
  return INLINE.has(node.localName) ? inner : ` ${inner} `;
}

/** The accessible name, simplified: aria-labelledby, aria-label, content, then title. */
export function accessibleName(element: Element): string {
  const ids = element.getAttribute("aria-labelledby");
  if (ids) {
    const labels = ids.split(/\s+/).map((id) => element.ownerDocument.getElementById(id));
    return collapse(labels.map((label) => (label ? contentName(label) : "")).join(" "));
  }
  const label = collapse(element.getAttribute("aria-label") ?? "");
  return label || collapse(contentName(element)) || collapse(element.getAttribute("title") ?? "");
}

/** Visible text, one line per block (paragraph, heading, list item …), whitespace collapsed. */
export function textBlocks(root: Element): string[] {
  const blocks: string[] = [];
  let current = "";
  const flush = () => {
    if (collapse(current)) blocks.push(collapse(current));
    current = "";
  };
  const walk = (node: Node) => {
    if (node.nodeType === 3) current += (node as Text).data;
    if (!isElement(node) || SILENT.has(node.localName)) return;
    const block = !INLINE.has(node.localName);
    if (block) flush();
    if (node.localName === "br") current += " ";
    node.childNodes.forEach(walk);
    if (block) flush();
  };
  walk(root);
  flush();
  return blocks;
}
