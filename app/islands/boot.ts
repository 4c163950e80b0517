/**
 * Inlined at the end of every page. It starts consent mode, contact-click analytics and the
 * scroll reveal at once, and loads the islands runtime only after the page has painted and gone idle, or at the
 * visitor's first touch, key or scroll, so no script competes with the first paint.
 */
import { listenForContactClicks, readAnalyticsConfig } from "~/lib/analytics";
import { initConsent } from "~/lib/consent";
import { refreshCurrentYear } from "~/lib/current-year";
import { startReveal } from "./reveal";

declare const __ISLANDS_RUNTIME__: string;

const IDLE_TIMEOUT_MS = 2000;
const EARLY_START_EVENTS = ["pointerdown", "keydown", "touchstart", "scroll"] as const;

const analytics = readAnalyticsConfig();
initConsent(analytics);
listenForContactClicks(analytics);
startReveal();
refreshCurrentYear();

let started = false;
function start(): void {
  if (started) return;
  started = true;
  void import(/* @vite-ignore */ __ISLANDS_RUNTIME__);
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

function whenIdle(callback: () => void): void {
  if ("requestIdleCallback" in window) requestIdleCallback(callback, { timeout: IDLE_TIMEOUT_MS });
  else setTimeout(callback, 0);
}

// `load` can fire before the first paint is on screen: wait for both, then for idle time, so
// the runtime's download and evaluation never compete with the first paint.
// (In dev the boot script is a module that may run after `load`.)
const afterLoad = () => afterFirstPaint(() => whenIdle(start));
if (document.readyState === "complete") afterLoad();
else window.addEventListener("load", afterLoad);
for (const type of EARLY_START_EVENTS) {
  window.addEventListener(type, start, { once: true, passive: true });
}
