/**
 * Scroll reveal for elements marked `data-reveal`. The first observation reports which ones
 * start below the viewport: only those are marked pending (hidden by CSS, off screen) and then
 * revealed as they enter. Nothing is measured synchronously (no forced layout), nothing in view
 * is ever hidden, and with reduced motion nothing is.
 */
const PENDING_CLASS = "reveal-pending";

export function startReveal(): void {
  if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) return;
  if (!("IntersectionObserver" in window)) return;
  const seen = new WeakSet<Element>();
  const observer = new IntersectionObserver(
    (entries) => {
      for (const { target, isIntersecting, boundingClientRect } of entries) {
        const first = !seen.has(target);
        seen.add(target);
        if (isIntersecting) {
          target.classList.remove(PENDING_CLASS);
          observer.unobserve(target);
        } else if (first && boundingClientRect.top >= window.innerHeight) {
          target.classList.add(PENDING_CLASS);
        }
      }
    },
    { rootMargin: "0px 0px -10% 0px" },
  );
  for (const element of document.querySelectorAll("[data-reveal]")) observer.observe(element);
}
