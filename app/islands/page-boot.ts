/**
 * The rest of the boot, imported by the inline boot script (boot.ts) on every page. At once:
 * consent mode, contact-click analytics, the floating chat's notice on first use, the scroll reveal
 * and the current year. Once the page
 * has settled: the islands runtime (React), only where an island needs it, and the real-visitor
 * Core Web Vitals (after analytics consent only, lib/web-vitals.ts).
 * - "idle" islands (and the consent banner, where a Google tag is configured): right then;
 * - "visible" islands: when the first of them enters the viewport (and the main thread is idle),
 *   so a page whose islands are all off screen loads no React until the visitor scrolls to one.
 */
import { listenForContactClicks, readAnalyticsConfig } from "~/lib/analytics";
import { initConsent } from "~/lib/consent";
import { refreshCurrentYear } from "~/lib/current-year";
import { showChatNoticeOnFirstUse } from "~/lib/first-use-notice";
import { reportWebVitalsWithConsent } from "~/lib/web-vitals";
import { startReveal } from "./reveal";
import { afterPageSettles, RUNTIME_LOAD_MARGIN, whenIdle } from "./settle";

const analytics = readAnalyticsConfig();
initConsent(analytics);
listenForContactClicks(analytics);
showChatNoticeOnFirstUse('[data-track="floating_button"]');
startReveal();
refreshCurrentYear();

let started = false;
function startRuntime(): void {
  if (started) return;
  started = true;
  void import("./client");
}

function startIslands(): void {
  const islands = [...document.querySelectorAll<HTMLElement>("[data-island]")];
  if (analytics?.gaMeasurementId || islands.some((island) => island.dataset.when !== "visible")) {
    startRuntime();
    return;
  }
  if (!islands.length) return;
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      whenIdle(startRuntime); // not in the middle of a scroll
    },
    { rootMargin: RUNTIME_LOAD_MARGIN },
  );
  // The wrapper has no box of its own (display: contents), so watch its first child.
  for (const island of islands) {
    if (island.firstElementChild) observer.observe(island.firstElementChild);
  }
}

afterPageSettles(() => {
  startIslands();
  reportWebVitalsWithConsent(analytics);
});
