import { useEffect, useState, type RefObject } from "react";

/**
 * Becomes true the first time `ratio` of the element is on screen, and stays true. While
 * `enabled` is false nothing is observed.
 */
export function useInView(ref: RefObject<Element | null>, ratio: number, enabled = true): boolean {
  const [inView, setInView] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!enabled || inView || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        setInView(true);
      },
      { threshold: ratio },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, ratio, enabled, inView]);
  return inView;
}
