import { shellCopy } from "../../src/content/shell";

/** The floating controls (back to top, chat): each visible one may cover content. */
export const FLOATING_CONTROLS = `aside[aria-label="${shellCopy.floating.label}"] > *`;
/** The fixed header of every page. */
export const FIXED_HEADER = "body > header";

/**
 * In-page half of the "nothing fixed hides content for good" check (tests/e2e/covered-content.ts):
 * run once per scroll position, it notes which links, buttons and lines of text (each line box of
 * each text node, from Range.getClientRects) show whole and uncovered there. Self-contained (it is
 * serialized into the page); its state lives on `window` between calls.
 */

export type CoverProblem = {
  /** "line", or the element's tag. */
  kind: string;
  /** Its text (a line's whole text node), shortened. */
  text: string;
  /** Where it is in the document, in px from the top. */
  top: number;
  bottom: number;
  /** What covered it at the last position where it was otherwise whole in view, if anything. */
  coveredBy: string;
};

export type CoverStep = {
  /** Selectors of what may cover content (floating controls, a consent bar, a fixed header). */
  covers: string[];
  /** True on the first position: forget earlier results. */
  reset: boolean;
};

/** Notes what is whole and uncovered at the current scroll position; returns how many are not yet. */
export function coverStep({ covers, reset }: CoverStep): number {
  type Box = { top: number; left: number; bottom: number; right: number };
  // `node`: what was measured; content replaced meanwhile (a status line, a hydrated island)
  // is left out of the report.
  type Entry = CoverProblem & { clear: boolean; node?: Node };
  type State = { entries: Map<string, Entry>; ids: WeakMap<Node, number>; next: number };
  const holder = window as unknown as { __coverState?: State };
  if (reset || !holder.__coverState)
    holder.__coverState = { entries: new Map(), ids: new WeakMap(), next: 0 };
  const state = holder.__coverState;
  const idOf = (node: Node) => {
    let id = state.ids.get(node);
    if (id === undefined) state.ids.set(node, (id = state.next++));
    return id;
  };
  const visible = (element: Element) =>
    element.checkVisibility({ opacityProperty: true, visibilityProperty: true });
  const coverBoxes = covers.flatMap((selector) =>
    [...document.querySelectorAll(selector)]
      .filter(visible)
      .map((element) => ({
        box: element.getBoundingClientRect(),
        name: element.getAttribute("aria-label") ?? element.localName,
      }))
      .filter(({ box }) => box.right > box.left && box.bottom > box.top),
  );
  const coverElements = covers.flatMap((selector) => [...document.querySelectorAll(selector)]);
  // Whether it is out of the scrolling content (in something fixed or covering, or visually
  // hidden like sr-only text), and its clipping ancestors.
  const context = new Map<Element, { fixed: boolean; clips: Element[] }>();
  const contextOf = (element: Element): { fixed: boolean; clips: Element[] } => {
    const known = context.get(element);
    if (known) return known;
    const parent = element.parentElement;
    const inherited = parent ? contextOf(parent) : { fixed: false, clips: [] };
    const style = getComputedStyle(element);
    const fixed =
      inherited.fixed ||
      style.position === "fixed" ||
      style.clipPath === "inset(50%)" ||
      coverElements.includes(element);
    const clips =
      style.overflowX === "visible" && style.overflowY === "visible"
        ? inherited.clips
        : [...inherited.clips, element];
    const result = { fixed, clips };
    context.set(element, result);
    return result;
  };
  const note = (key: string, box: Box, node: Node, owner: Element, kind: string, text: string) => {
    let entry = state.entries.get(key);
    if (entry?.clear) return;
    // The part its clipping ancestors let show; nothing left: not shown here (e.g. sr-only).
    const shown = { top: box.top, left: box.left, bottom: box.bottom, right: box.right };
    for (const clip of contextOf(owner).clips) {
      const c = clip.getBoundingClientRect();
      shown.top = Math.max(shown.top, c.top + clip.clientTop);
      shown.left = Math.max(shown.left, c.left + clip.clientLeft);
      shown.bottom = Math.min(shown.bottom, c.top + clip.clientTop + clip.clientHeight);
      shown.right = Math.min(shown.right, c.left + clip.clientLeft + clip.clientWidth);
    }
    if (shown.right - shown.left < 2 || shown.bottom - shown.top < 2) return;
    if (!entry) {
      const top = Math.round(box.top + window.scrollY);
      const bottom = Math.round(box.bottom + window.scrollY);
      entry = { kind, text: text.slice(0, 60), top, bottom, clear: false, coveredBy: "", node };
      state.entries.set(key, entry);
    }
    const whole =
      shown.top >= -0.5 &&
      shown.left >= -0.5 &&
      shown.bottom <= window.innerHeight + 0.5 &&
      shown.right <= document.documentElement.clientWidth + 0.5;
    if (!whole) return;
    const over = coverBoxes.find(
      ({ box: c }) =>
        c.left < shown.right - 0.5 &&
        c.right > shown.left + 0.5 &&
        c.top < shown.bottom - 0.5 &&
        c.bottom > shown.top + 0.5,
    );
    if (over) entry.coveredBy = over.name;
    else entry.clear = true;
  };
  const near = (box: Box) => box.bottom > -100 && box.top < window.innerHeight + 100;

  const controls = "a[href], button, summary, input, select, textarea, [tabindex='0']";
  for (const element of document.querySelectorAll(controls)) {
    const key = `e${idOf(element)}`;
    const box = element.getBoundingClientRect();
    if (state.entries.get(key)?.clear || !near(box)) continue;
    if (contextOf(element).fixed || !visible(element)) continue;
    const text = element.getAttribute("aria-label") ?? element.textContent ?? "";
    note(key, box, element, element, element.localName, text.replace(/\s+/g, " ").trim());
  }
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  const range = document.createRange();
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const owner = node.parentElement;
    const text = (node.textContent ?? "").replace(/\s+/g, " ").trim();
    if (!owner || !text || ["SCRIPT", "STYLE", "NOSCRIPT", "TEMPLATE"].includes(owner.tagName))
      continue;
    const id = idOf(node);
    if (state.entries.get(`t${id}`)?.clear) continue;
    range.selectNodeContents(node);
    const lines = [...range.getClientRects()].filter((box) => box.width > 0 && box.height > 0);
    if (!lines.some(near) || contextOf(owner).fixed || !visible(owner)) continue;
    lines.forEach((line, index) => {
      if (near(line)) note(`t${id}.${index}`, line, node, owner, "line", text);
    });
    // The node is done once every one of its lines has been clear somewhere.
    if (lines.every((_, index) => state.entries.get(`t${id}.${index}`)?.clear))
      state.entries.set(`t${id}`, {
        kind: "",
        text: "",
        top: 0,
        bottom: 0,
        clear: true,
        coveredBy: "",
      });
  }
  return [...state.entries.values()].filter((entry) => !entry.clear).length;
}

/**
 * How many links, buttons and lines `coverStep` saw, and those that never showed whole and
 * uncovered at any of its positions.
 */
export function coverProblems(): { checked: number; problems: CoverProblem[] } {
  const state = (window as unknown as { __coverState?: { entries: Map<string, unknown> } })
    .__coverState;
  const entries = [...(state?.entries.values() ?? [])] as (CoverProblem & {
    clear: boolean;
    node?: Node;
  })[];
  const seen = entries.filter((entry) => entry.kind && entry.node?.isConnected);
  const problems = seen
    .filter((entry) => !entry.clear)
    .map(({ kind, text, top, bottom, coveredBy }) => ({
      kind,
      text,
      top,
      bottom,
      coveredBy: coveredBy || "never whole in view",
    }));
  return { checked: seen.length, problems };
}
