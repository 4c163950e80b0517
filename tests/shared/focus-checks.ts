/**
 * Self-contained functions run in the page (Playwright's page.evaluate in tests/e2e, the engine
 * tabs' evaluate in tests/engines): where keyboard focus is and whether a visitor can see it.
 * No imports and no closures, since each is serialized into the page.
 */

export type FocusedBox = {
  /** The focused element's text or accessible label, for messages. */
  label: string;
  /** Its box in the viewport, rounded. */
  top: number;
  bottom: number;
  /** What keeps it from showing whole, or empty: inside the viewport and every box that clips it. */
  problems: string[];
};

/**
 * The focused element, and whether it shows whole (WCAG 2.4.11): inside the viewport and what
 * clips it, and neither it nor its focus ring under any of the visible elements `covers` selects
 * (e.g. floating controls).
 */
export function focusedBox(covers: string[] = []): FocusedBox | null {
  const element = document.activeElement;
  if (!element || element === document.body) return null;
  const box = element.getBoundingClientRect();
  const problems: string[] = [];
  const edges = { top: 0, left: 0, bottom: window.innerHeight, right: window.innerWidth };
  const outside = (area: typeof edges) =>
    box.top < area.top - 0.5 ||
    box.left < area.left - 0.5 ||
    box.bottom > area.bottom + 0.5 ||
    box.right > area.right + 0.5;
  if (outside(edges)) problems.push("not whole inside the viewport");
  for (let parent = element.parentElement; parent; parent = parent.parentElement) {
    const { overflowX, overflowY } = getComputedStyle(parent);
    if (overflowX === "visible" && overflowY === "visible") continue;
    const clip = parent.getBoundingClientRect();
    const area = {
      top: clip.top + parent.clientTop,
      left: clip.left + parent.clientLeft,
      bottom: clip.top + parent.clientTop + parent.clientHeight,
      right: clip.left + parent.clientLeft + parent.clientWidth,
    };
    if (outside(area)) problems.push(`clipped by <${parent.localName} id="${parent.id}">`);
  }
  // A cover must leave the focus ring (outline and its offset) visible too.
  const { outlineWidth, outlineOffset } = getComputedStyle(element);
  const ring = Math.max(0, parseFloat(outlineWidth) + parseFloat(outlineOffset) || 0);
  for (const cover of covers.flatMap((selector) => [...document.querySelectorAll(selector)])) {
    if (
      cover.contains(element) ||
      !cover.checkVisibility({ opacityProperty: true, visibilityProperty: true })
    )
      continue;
    const over = cover.getBoundingClientRect();
    const overlaps =
      over.left < box.right + ring - 0.5 &&
      over.right > box.left - ring + 0.5 &&
      over.top < box.bottom + ring - 0.5 &&
      over.bottom > box.top - ring + 0.5;
    if (overlaps) problems.push(`under ${cover.getAttribute("aria-label") ?? cover.localName}`);
  }
  const label =
    element.getAttribute("aria-label") ?? (element.textContent ?? "").replace(/\s+/g, " ").trim();
  return { label, top: Math.round(box.top), bottom: Math.round(box.bottom), problems };
}

/** The id of the page section (a `section` with an id) that holds the focused element. */
export function focusedSectionId(): string | null {
  const element = document.activeElement;
  if (!element || element === document.body) return null;
  return element.closest("section[id]")?.id ?? null;
}

/**
 * The page's scroll position once it has stayed put for two frames (a smooth scroll has ended),
 * or after about five seconds of frames.
 */
export async function settledScrollY(): Promise<number> {
  const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
  let last = Number.NaN;
  for (let stable = 0, frames = 0; stable < 2 && frames < 300; frames++) {
    await frame();
    stable = window.scrollY === last ? stable + 1 : 0;
    last = window.scrollY;
  }
  return last;
}

/**
 * What the bar or a fixed header hides of the focused element, or null (run in the page). The
 * band between them must show it whole, focus ring included, when it fits in the room the page
 * keeps for focus (its scroll padding leaves a rem of air under the header); a taller one
 * must at least show in part (WCAG 2.4.11). The bar's and the header's own controls are on top of
 * the page, as is a fixed control (the skip link).
 */
export function coveredByBarOrHeader(barSelector: string): string | null {
  const element = document.activeElement;
  const bar = document.querySelector(barSelector);
  if (!element || element === document.body || !bar || bar.contains(element)) return null;
  if (getComputedStyle(element).position === "fixed") return null;
  const header = document.querySelector("body > header");
  if (header?.contains(element)) return null;
  const fixedHeader = header && getComputedStyle(header).position === "fixed";
  const top = fixedHeader ? header.getBoundingClientRect().bottom : 0;
  // The page keeps a rem of air under a fixed header for focus and jumps (its scroll padding).
  const air = fixedHeader ? parseFloat(getComputedStyle(document.documentElement).fontSize) : 0;
  const barShows = bar.checkVisibility();
  const bottom = barShows ? bar.getBoundingClientRect().top : window.innerHeight;
  const { outlineWidth, outlineOffset } = getComputedStyle(element);
  const ring = Math.max(0, parseFloat(outlineWidth) + parseFloat(outlineOffset) || 0);
  const box = element.getBoundingClientRect();
  const fits = box.height + 2 * ring <= bottom - top - air;
  const whole = box.top - ring >= top - 0.5 && box.bottom + ring <= bottom + 0.5;
  const seen = box.bottom > top + 0.5 && box.top < bottom - 0.5;
  if (fits ? whole : seen) return null;
  const label = element.getAttribute("aria-label") ?? element.textContent ?? "";
  return `${label.replace(/\s+/g, " ").trim().slice(0, 40)}: ${Math.round(box.top)}–${Math.round(box.bottom)} between ${Math.round(top)} and ${Math.round(bottom)}`;
}
