/**
 * The visitor's consent: Google Consent Mode v2 (every field denied by default) and the products
 * each purpose lets run (google-products.ts), nothing before a choice (Ley 1581 de 2012, arts. 4
 * lit. c and 9: prior, express and informed authorization). Analytics and advertising measurement
 * are separate purposes with separate Consent Mode fields (docs/requirements.md, "Consent").
 * Without a measurement ID nothing here runs and no third-party request is ever made.
 */
import { applyToGoogleProducts, holdGoogleProducts } from "./google-products";
import { gtag, readAnalyticsConfig, type AnalyticsConfig } from "./gtag";
import { CONSENT_PURPOSES, type ConsentChoices, type ConsentPurpose } from "./consent-purposes";
import { CONSENT_MAX_AGE_MS, CONSENT_STORAGE_KEY } from "./consent-storage";

export { CONSENT_PURPOSES, type ConsentChoices, type ConsentPurpose };
export { CONSENT_MAX_AGE_MS, CONSENT_STORAGE_KEY } from "./consent-storage";
export { consentRecord, saveConsent } from "./consent-choice";

/** The Consent Mode v2 fields each purpose governs, and nothing else. */
export const CONSENT_MODE_FIELDS = {
  analytics: ["analytics_storage"],
  advertising: ["ad_storage", "ad_user_data", "ad_personalization"],
} as const satisfies Record<ConsentPurpose, readonly string[]>;

export type ConsentModeField = (typeof CONSENT_MODE_FIELDS)[ConsentPurpose][number];
export type ConsentModeState = Record<ConsentModeField, "granted" | "denied">;

export const CONSENT_CHANGE_EVENT = "consent:change";

export const ALL_DENIED: ConsentChoices = { analytics: false, advertising: false };
export const ALL_GRANTED: ConsentChoices = { analytics: true, advertising: true };

/**
 * The Consent Mode state for a set of choices: every field follows its own purpose, as
 * CONSENT_MODE_FIELDS declares (written out: it runs in every page's boot module).
 */
export function consentModeState(choices: ConsentChoices): ConsentModeState {
  const ads = choices.advertising ? "granted" : "denied";
  return {
    analytics_storage: choices.analytics ? "granted" : "denied",
    ad_storage: ads,
    ad_user_data: ads,
    ad_personalization: ads,
  };
}

/** The stored choice, or null when there is none or it is older than CONSENT_MAX_AGE_MS. */
export function storedConsent(now = Date.now()): ConsentChoices | null {
  try {
    const [list, madeAt] = localStorage.getItem(CONSENT_STORAGE_KEY)?.split(";") ?? [];
    const age = now - Number(madeAt);
    if (list === undefined || !(age >= 0 && age <= CONSENT_MAX_AGE_MS)) return null;
    const granted = list.split(",");
    return {
      analytics: granted.includes("analytics"),
      advertising: granted.includes("advertising"),
    };
  } catch {
    return null;
  }
}

/** Tells Consent Mode and the Google products a choice (consent-choice.ts saves it first). */
export function applyConsent(choices: ConsentChoices): void {
  gtag("consent", "update", consentModeState(choices));
  applyToGoogleProducts(choices);
}

/**
 * Runs at boot: everything denied by default, then the stored choice, if any. No product is
 * configured here: each one only once its purpose is granted.
 */
export function initConsent(config: AnalyticsConfig | undefined = readAnalyticsConfig()): void {
  holdGoogleProducts(config);
  if (!config?.gaMeasurementId) return;
  // No wait_for_update: the tag itself is only loaded after a purpose has been granted.
  gtag("consent", "default", consentModeState(ALL_DENIED));
  gtag("js", new Date());
  const choices = storedConsent();
  if (choices) applyConsent(choices);
}
