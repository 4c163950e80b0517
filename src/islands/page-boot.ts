/**
 * The boot: the one module every page loads at the end of its body and shares from the cache.
 * At once: the first screen's behaviour (page-behaviour.ts), consent mode,
 * the consent bar's buttons (consent-bar.ts, loaded only where a Google tag put the bar),
 * contact-click analytics, the floating chat's notice on first use, the current year, and focused
 * elements kept whole in view. Once the page has settled: the scroll reveal (its observers' first
 * pass would otherwise land in the frame of a first tap), the islands runtime (React), only where
 * an island needs it, and the real-visitor Core Web Vitals (after analytics consent only,
 * lib/web-vitals.ts).
 * - "idle" islands: right then;
 * - "visible" islands: when the first of them enters the viewport (and the main thread is idle),
 *   so a page whose islands are all off screen loads no React until the visitor scrolls to one.
 */
import { listenForContactClicks, readAnalyticsConfig } from "~/lib/analytics";
import { keepFocusInView } from "~/lib/focus-in-view";
import { initConsent } from "~/lib/consent";
import { refreshCurrentYear } from "~/lib/current-year";
import { showChatNoticeOnFirstUse } from "~/lib/first-use-notice";
import { reportWebVitalsWithConsent } from "~/lib/web-vitals";
import { startPageBehaviour } from "./page-behaviour";
import { ARRIVING_ATTRIBUTE, FLOATING_ACTIONS_CLASS } from "./page-hooks";
import { startReveal } from "./reveal";
import { afterPageSettles, RUNTIME_LOAD_MARGIN, whenIdle } from "./settle";

startPageBehaviour();
const analytics = readAnalyticsConfig();
initConsent(analytics);
listenForContactClicks(analytics);
showChatNoticeOnFirstUse('[data-track="floating_button"]');
// What stays on screen while the page scrolls: the floating controls and the fixed header (and the
// consent bar, which its module adds).
const floating = document.querySelector(`.${FLOATING_ACTIONS_CLASS}`)?.children ?? [];
keepFocusInView([...floating, ...document.querySelectorAll("body > header")], ARRIVING_ATTRIBUTE);
// The consent bar, at once (it may already show, empty), only on a site with a Google tag.
if (analytics?.gaMeasurementId)
  void import("./consent-bar").then(({ startConsentBar }) => startConsentBar(analytics));

let started = false;
function startRuntime(): void {
  if (started) return;
  started = true;
  void import("./client");
}

function startIslands(): void {
  const islands = [...document.querySelectorAll<HTMLElement>("[data-island]")];
  if (islands.some((island) => island.dataset.when !== "visible")) {
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
  refreshCurrentYear();
  startReveal();
  startIslands();
  reportWebVitalsWithConsent(analytics);
});
