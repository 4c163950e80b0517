import { useLayoutEffect, type RefObject } from "react";

/** Set on <html> while a bar is fixed at the bottom; app.css reserves its height from it. */
export const BOTTOM_BAR_ATTRIBUTE = "data-bottom-bar";
/** The bar's current height, in px, for app.css. */
export const BOTTOM_BAR_HEIGHT_VAR = "--bottom-bar-height";

/**
 * Keeps the height of a bar fixed at the bottom free at the end of the page (and as scroll
 * padding, so an element that takes focus is scrolled clear of it): nothing of the page is left
 * under the bar for good (WCAG 2.4.11). Follows the bar's size as it wraps or opens.
 */
export function useBottomReserve(ref: RefObject<HTMLElement | null>): void {
  useLayoutEffect(() => {
    const bar = ref.current;
    if (!bar) return;
    const root = document.documentElement;
    const update = () => root.style.setProperty(BOTTOM_BAR_HEIGHT_VAR, `${bar.offsetHeight}px`);
    update();
    root.setAttribute(BOTTOM_BAR_ATTRIBUTE, "");
    const observer = new ResizeObserver(update);
    observer.observe(bar);
    return () => {
      observer.disconnect();
      root.removeAttribute(BOTTOM_BAR_ATTRIBUTE);
      root.style.removeProperty(BOTTOM_BAR_HEIGHT_VAR);
    };
  }, [ref]);
}
