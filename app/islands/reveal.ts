/**
 * Scroll reveal for elements marked `data-reveal`: those still below the fold are marked
 * pending (hidden by CSS) and revealed as they enter. Elements already in view are never hidden,
 * and with reduced motion nothing is.
 */
const PENDING_CLASS = "reveal-pending";

export function startReveal(): void {
  if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) return;
  if (!("IntersectionObserver" in window)) return;
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        entry.target.classList.remove(PENDING_CLASS);
        observer.unobserve(entry.target);
      }
    },
    { rootMargin: "0px 0px -10% 0px" },
  );
  const fold = window.innerHeight;
  for (const element of document.querySelectorAll("[data-reveal]")) {
    if (element.getBoundingClientRect().top < fold) continue;
    element.classList.add(PENDING_CLASS);
    observer.observe(element);
  }
}
