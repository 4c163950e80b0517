/**
 * Sections marked `data-defer-render` skip style and layout while they are off screen
 * (content-visibility: auto, app.css), so the long home page does not hold the main thread
 * while it streams in after the first paint. Smooth in-page scrolling, the scroll-spy and
 * restored scroll positions need the sections' real heights, so they are released (rendered
 * for good):
 * - all at once when the page opens on a fragment or a restored position, and just before
 *   the browser follows an in-page link;
 * - otherwise one per idle period once the page has settled, so no task grows long.
 * Without JavaScript the CSS never defers them (`@media (scripting: enabled)`).
 */
export const DEFER_RENDER_ATTRIBUTE = "data-defer-render";

function deferred(): Element[] {
  return [...document.querySelectorAll(`[${DEFER_RENDER_ATTRIBUTE}]`)];
}

export function releaseAll(): void {
  for (const section of deferred()) section.removeAttribute(DEFER_RENDER_ATTRIBUTE);
}

function isInPageLink(target: EventTarget | null): boolean {
  if (!(target instanceof Element)) return false;
  const link = target.closest("a[href]");
  return (
    link instanceof HTMLAnchorElement &&
    link.hash !== "" &&
    link.origin === location.origin &&
    link.pathname === location.pathname
  );
}

function opensAtAPosition(): boolean {
  if (location.hash) return true;
  const [navigation] = performance.getEntriesByType("navigation") as PerformanceNavigationTiming[];
  return navigation?.type === "back_forward" || navigation?.type === "reload";
}

/** Releases everything the visitor could land on before it is needed. Call at boot. */
export function releaseWhenNeeded(): void {
  if (opensAtAPosition()) releaseAll();
  // Capture phase: runs before the browser (or any handler) scrolls to the target.
  document.addEventListener(
    "click",
    (event) => {
      if (isInPageLink(event.target)) releaseAll();
    },
    { capture: true },
  );
}

/** Releases the remaining sections one by one, each in an idle period of its own. */
export function releaseGradually(whenIdle: (callback: () => void) => void): void {
  const [next] = deferred();
  if (!next) return;
  next.removeAttribute(DEFER_RENDER_ATTRIBUTE);
  whenIdle(() => releaseGradually(whenIdle));
}
