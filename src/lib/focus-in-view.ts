/**
 * Keeps the element a visitor focuses whole in view (WCAG 2.4.11). Browsers scroll a focused
 * element into view, but Firefox and Chromium leave one that is already partly visible where it
 * is: under the floating controls at the bottom of the screen (the root's scroll-padding-bottom
 * is their room), under the fixed header, or cut by the edge of a scrolling panel such as the
 * mobile menu. That one is scrolled, after the browser's own scroll, just enough to show whole.
 * An element that carries `arrivingAttribute` as it takes focus is on its way into view with an
 * in-page jump, and is left to it. A cover that is hidden at the moment (the consent bar once
 * answered) covers nothing.
 */
export function keepFocusInView(covers: readonly Element[], arrivingAttribute?: string): void {
  document.addEventListener("focusin", (event) => {
    const target = event.target;
    if (!(target instanceof Element) || getComputedStyle(target).position === "fixed") return;
    // A link's jump is bringing it into view, smoothly: an instant scroll now would cut that
    // jump short and leave the section's heading at the bottom of the screen.
    if (arrivingAttribute && target.hasAttribute(arrivingAttribute)) return;
    requestAnimationFrame(() => {
      // Focus may have moved on within the frame (a fast Tab on a busy page): scrolling back to
      // the element it left would put the one it reached out of view.
      if (document.activeElement !== target) return;
      // Instant, as the browser's own focus scroll: a smooth one (the page's scroll-behavior)
      // still runs when the next Tab comes, and focus outpaces it down the page.
      if (isHidden(target, covers))
        target.scrollIntoView({ block: "nearest", behavior: "instant" });
    });
  });
}

type Box = { top: number; right: number; bottom: number; left: number };

function overlaps(a: Box, b: Box): boolean {
  return a.left < b.right && a.right > b.left && a.top < b.bottom && a.bottom > b.top;
}

/** The focused box with its focus ring (outline and offset), which must not be covered either. */
function withRing({ top, right, bottom, left }: Box, target: Element): Box {
  const style = getComputedStyle(target);
  const ring = Math.max(0, parseFloat(style.outlineWidth) + parseFloat(style.outlineOffset) || 0);
  return { top: top - ring, right: right + ring, bottom: bottom + ring, left: left - ring };
}

/** Partly outside the viewport or a scrolling ancestor, or under something that covers it. */
function isHidden(target: Element, covers: readonly Element[]): boolean {
  const box = target.getBoundingClientRect();
  if (box.top < 0 || box.bottom > window.innerHeight) return true;
  for (let parent = target.parentElement; parent; parent = parent.parentElement) {
    if (getComputedStyle(parent).overflowY === "visible") continue;
    const area = parent.getBoundingClientRect();
    const bottom = area.top + parent.clientTop + parent.clientHeight;
    if (box.top < area.top + parent.clientTop || box.bottom > bottom) return true;
  }
  return covers.some(
    (cover) =>
      !cover.contains(target) &&
      // Unknown to Safari before 17.4 (iPhones left on iOS 16): counted as shown there.
      cover.checkVisibility?.({ opacityProperty: true, visibilityProperty: true }) !== false &&
      overlaps(cover.getBoundingClientRect(), withRing(box, target)),
  );
}
