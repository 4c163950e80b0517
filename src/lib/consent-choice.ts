/**
 * Saving the visitor's choice, apart from consent.ts: only the consent bar saves one, so this goes
 * with its module (islands/consent-bar.ts), not in the boot every page loads.
 */
import { applyConsent, CONSENT_CHANGE_EVENT } from "./consent";
import { CONSENT_PURPOSES, type ConsentChoices } from "./consent-purposes";
import { CONSENT_STORAGE_KEY } from "./consent-storage";
import { readAnalyticsConfig, type AnalyticsConfig } from "./gtag";

/**
 * What is stored for a choice: the granted purposes, comma-separated ("" when all were
 * rejected), and when it was made: "analytics,advertising;1795738371240".
 */
export function consentRecord(choices: ConsentChoices, now = Date.now()): string {
  return `${CONSENT_PURPOSES.filter((purpose) => choices[purpose]).join(",")};${now}`;
}

/** Records the visitor's choice (the consent bar's buttons) and applies it at once. */
export function saveConsent(
  choices: ConsentChoices,
  config: AnalyticsConfig | undefined = readAnalyticsConfig(),
): void {
  try {
    localStorage.setItem(CONSENT_STORAGE_KEY, consentRecord(choices));
  } catch {
    // Private mode: the choice lasts for this page only.
  }
  if (config?.gaMeasurementId) applyConsent(choices);
  window.dispatchEvent(new CustomEvent(CONSENT_CHANGE_EVENT, { detail: choices }));
}
