/**
 * "The page has settled": `load` has fired, the first contentful paint is on screen, and the
 * main thread has gone idle. Work that must not compete with the first paint waits for it.
 */
export const IDLE_TIMEOUT_MS = 2000;

/**
 * Once the runtime is loaded, how far ahead of the viewport a "visible" island hydrates, so it
 * is ready when it arrives.
 */
export const VISIBLE_MARGIN = "200px";
/**
 * Loading React itself waits until a "visible" island is really in sight: a fifth of the screen
 * above its bottom edge. On a 412×823 phone the hero terminal shows its first 30 px at the bottom
 * of the first screen; loading and hydrating for that sliver cost a low-end phone about 170 ms of
 * main thread just when a first tap is likely.
 */
export const RUNTIME_LOAD_MARGIN = "0px 0px -20% 0px";

export function whenIdle(callback: () => void): void {
  if ("requestIdleCallback" in window) requestIdleCallback(callback, { timeout: IDLE_TIMEOUT_MS });
  else setTimeout(callback, 0);
}

/** Calls back once the first contentful paint has been presented (or at once if it was). */
function afterFirstPaint(callback: () => void): void {
  if (
    !("PerformanceObserver" in window) ||
    performance.getEntriesByName("first-contentful-paint").length
  ) {
    callback();
    return;
  }
  const observer = new PerformanceObserver(() => {
    observer.disconnect();
    callback();
  });
  observer.observe({ type: "paint", buffered: true });
}

/** `load` can fire before the first paint is on screen: wait for both, then for idle time. */
export function afterPageSettles(callback: () => void): void {
  const settle = () => afterFirstPaint(() => whenIdle(callback));
  if (document.readyState === "complete") settle();
  else window.addEventListener("load", settle, { once: true });
}
