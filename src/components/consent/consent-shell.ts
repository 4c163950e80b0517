import { CONSENT_ATTRIBUTE, CONSENT_TITLE_ID } from "~/islands/page-hooks";

/**
 * The place of the consent bar, prerendered on every page of a site with a Google tag: a hidden,
 * empty bar at the bottom, the height the bar will have (about 12rem on a phone, 4rem on a wide
 * screen, never more than half the screen). The boot module shows it first thing when no choice
 * is stored (islands/consent-first-paint.ts), so the bar's place is taken from the start;
 * islands/consent-bar.ts, loaded at once by the page boot, fills it. Its words are in that
 * module, not here: they would weigh on every page's first round trip.
 */
export const CONSENT_SHELL_HTML = `<div ${CONSENT_ATTRIBUTE}="" hidden><section aria-labelledby="${CONSENT_TITLE_ID}" style="min-height:clamp(4rem,calc(15.5rem - 14.25vw),50dvh)" class="fixed inset-x-0 bottom-0 z-50 max-h-[50dvh] overflow-y-auto overscroll-contain border-t border-slate-200 bg-white text-sm text-slate-700"></section></div>`;
