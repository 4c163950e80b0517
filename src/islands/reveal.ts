/**
 * Scroll reveal for elements marked `data-reveal`. An element is hidden (marked pending, CSS)
 * only when it comes within one viewport below the visible area, still off screen, and revealed
 * as it enters. Marking costs a repaint of the element, so it happens one element at a time as the
 * visitor scrolls, not for the whole page at load: on a low-end phone that repaint of every
 * section at once was most of what the page's JavaScript cost the main thread.
 * Nothing is measured synchronously (no forced layout), nothing in view is ever hidden, an element
 * a fast jump skips over is simply shown, and with reduced motion nothing is hidden.
 * An element that takes keyboard focus while pending or still moving is shown at once, in its
 * place: focus is scrolled into view against the final box, never against one still in motion.
 */
const PENDING_CLASS = "reveal-pending";
/** How far below the visible area an element is hidden ahead of its reveal. */
const APPROACH_MARGIN = "0px 0px 100% 0px";
/** Hidden only if its top was at least this many viewport heights down when measured. */
const STILL_BELOW = 1.25;
/** An element is revealed once it is this far inside the viewport's bottom edge. */
const REVEAL_MARGIN = "0px 0px -10% 0px";

export function startReveal(): void {
  if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) return;
  if (!("IntersectionObserver" in window)) return;
  const reveal = new IntersectionObserver(
    (entries) => {
      for (const { target, isIntersecting } of entries) {
        if (!isIntersecting) continue;
        target.classList.remove(PENDING_CLASS);
        reveal.unobserve(target);
      }
    },
    { rootMargin: REVEAL_MARGIN },
  );
  const approach = new IntersectionObserver(
    (entries) => {
      for (const { target, isIntersecting, boundingClientRect } of entries) {
        if (!isIntersecting) continue;
        approach.unobserve(target);
        // Already (partly) on screen, or above it, or so close below that a fast scroll may have
        // brought it in since it was measured: it stays as it is (hiding it would flicker).
        if (boundingClientRect.top < window.innerHeight * STILL_BELOW) continue;
        target.classList.add(PENDING_CLASS);
        reveal.observe(target);
      }
    },
    { rootMargin: APPROACH_MARGIN },
  );
  for (const element of document.querySelectorAll("[data-reveal]")) approach.observe(element);
  document.addEventListener("focusin", ({ target }) => {
    if (!(target instanceof Element)) return;
    for (let element = target.closest("[data-reveal]"); element;) {
      approach.unobserve(element);
      reveal.unobserve(element);
      element.classList.remove(PENDING_CLASS);
      // getAnimations() applies the class change first, so the reveal it starts is finished too.
      for (const animation of element.getAnimations()) animation.finish();
      element = element.parentElement?.closest("[data-reveal]") ?? null;
    }
  });
}
