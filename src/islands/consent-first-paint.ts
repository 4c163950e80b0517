/**
 * The consent bar's place before the first paint, from the inline boot script (page-behaviour.ts):
 * on a site with a Google tag every page prerenders the bar's place, hidden
 * (components/consent/consent-shell.ts); when no choice is stored it is shown here, so the bar is
 * there from the first paint instead of arriving mid-read, and its module (consent-bar.ts), loaded
 * at once by the page boot, fills it. Built only into a site with a Google tag (CONSENT_BAR,
 * astro.config.ts): every other site's inline script carries none of it.
 */
import { CONSENT_MAX_AGE_MS, CONSENT_STORAGE_KEY } from "~/lib/consent-storage";
import { CONSENT_ATTRIBUTE } from "./page-hooks";

/**
 * Whether the visitor has a choice stored and still in force: storedConsent()'s test
 * (lib/consent.ts), written out again because this runs in the inline script, which may share no
 * code with the page boot (a shared module would be split off and fetched before either runs).
 */
function choiceStored(now = Date.now()): boolean {
  try {
    const madeAt = Number(localStorage.getItem(CONSENT_STORAGE_KEY)?.split(";")[1]);
    return now - madeAt >= 0 && now - madeAt <= CONSENT_MAX_AGE_MS;
  } catch {
    return false;
  }
}

export function showPendingConsent(): void {
  const place = document.querySelector<HTMLElement>(`[${CONSENT_ATTRIBUTE}]`);
  if (place && !choiceStored()) place.hidden = false;
}
