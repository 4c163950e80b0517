/**
 * Sections marked `data-defer-render` skip style and layout while they are off screen
 * (content-visibility: auto, app.css): the browser renders each as it nears the viewport and
 * then remembers its real height, so the long home page does not hold the main thread while it
 * loads. They are released (rendered for good):
 * - all at once just before the browser follows an in-page link (a smooth scroll is aimed
 *   before the sections on the way have their real heights, and would land off target), and
 *   when the page opens on a fragment or a restored scroll position;
 * - one per idle period once the visitor starts scrolling or typing, so a fast fling or a
 *   scrollbar drag never meets a section that is not drawn yet.
 * Without JavaScript, and in print, the CSS never defers them.
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
