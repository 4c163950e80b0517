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

export { CONSENT_PURPOSES, type ConsentChoices, type ConsentPurpose };

/** The Consent Mode v2 fields each purpose governs, and nothing else. */
export const CONSENT_MODE_FIELDS = {
  analytics: ["analytics_storage"],
  advertising: ["ad_storage", "ad_user_data", "ad_personalization"],
} as const satisfies Record<ConsentPurpose, readonly string[]>;

export type ConsentModeField = (typeof CONSENT_MODE_FIELDS)[ConsentPurpose][number];
export type ConsentModeState = Record<ConsentModeField, "granted" | "denied">;

/**
 * Versioned key, free of the company's name (it ships in every build, whoever the company is):
 * choices stored by earlier banners ("vertice-consentimiento-analitica", "…-v2", whose "Aceptar"
 * also granted advertising storage without saying so; "…-v3", which kept no date and whose
 * first layer did not name personalised advertising) are not carried over, so those visitors
 * are asked again.
 */
export const CONSENT_STORAGE_KEY = "consentimiento-v4";

/**
 * A choice is asked again once it is this old: the policy says twelve months, counted here as
 * 365 days so the question never comes later than promised.
 */
export const CONSENT_MAX_AGE_MS = 365 * 86_400_000;
export const CONSENT_CHANGE_EVENT = "consent:change";
export const CONSENT_OPEN_EVENT = "consent:open";

export const ALL_DENIED: ConsentChoices = { analytics: false, advertising: false };
export const ALL_GRANTED: ConsentChoices = { analytics: true, advertising: true };

/**
 * The Consent Mode state for a set of choices: every field follows its own purpose, as
 * CONSENT_MODE_FIELDS declares (written out because this runs in every page's inline script).
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

/**
 * What is stored for a choice: the granted purposes, comma-separated ("" when all were
 * rejected), and when it was made: "analytics,advertising;1795738371240".
 */
export function consentRecord(choices: ConsentChoices, now = Date.now()): string {
  return `${CONSENT_PURPOSES.filter((purpose) => choices[purpose]).join(",")};${now}`;
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

function applyConsent(choices: ConsentChoices): void {
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

/** Records the visitor's choice (banner buttons) and applies it at once. */
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
