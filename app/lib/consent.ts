/**
 * Google Consent Mode v2 and the Google tag, loaded only after the visitor accepts analytics
 * cookies (Ley 1581 de 2012 requires prior, informed consent). Without a measurement ID nothing
 * here runs and no third-party request is ever made.
 */
import { gtag, readAnalyticsConfig, type AnalyticsConfig } from "./analytics";

export type ConsentChoice = "granted" | "denied";

export const CONSENT_STORAGE_KEY = "vertice-consentimiento-analitica";
export const CONSENT_CHANGE_EVENT = "consent:change";
export const CONSENT_OPEN_EVENT = "consent:open";
export const GTAG_SRC = "https://www.googletagmanager.com/gtag/js";

const DENIED = {
  ad_storage: "denied",
  ad_user_data: "denied",
  ad_personalization: "denied",
  analytics_storage: "denied",
} as const;
const GRANTED = {
  ad_storage: "granted",
  ad_user_data: "granted",
  ad_personalization: "granted",
  analytics_storage: "granted",
} as const;

export function storedConsent(): ConsentChoice | null {
  try {
    const value = localStorage.getItem(CONSENT_STORAGE_KEY);
    return value === "granted" || value === "denied" ? value : null;
  } catch {
    return null;
  }
}

function loadGoogleTag(config: AnalyticsConfig): void {
  if (document.querySelector(`script[src^="${GTAG_SRC}"]`)) return;
  const script = document.createElement("script");
  script.async = true;
  script.src = `${GTAG_SRC}?id=${encodeURIComponent(config.gaMeasurementId)}`;
  // A blocked or failing tag must never surface as an error: events simply stay queued.
  script.onerror = () => script.remove();
  document.head.append(script);
}

function applyConsent(choice: ConsentChoice, config: AnalyticsConfig): void {
  if (choice !== "granted") return;
  gtag("consent", "update", GRANTED);
  loadGoogleTag(config);
}

/** Runs at boot: everything denied by default, then the stored choice, if any. */
export function initConsent(config: AnalyticsConfig | undefined = readAnalyticsConfig()): void {
  if (!config?.gaMeasurementId) return;
  gtag("consent", "default", { ...DENIED, wait_for_update: 500 });
  gtag("js", new Date());
  gtag("config", config.gaMeasurementId);
  if (config.adsConversionId) gtag("config", config.adsConversionId);
  const choice = storedConsent();
  if (choice) applyConsent(choice, config);
}

/** Records the visitor's choice (banner buttons) and applies it at once. */
export function saveConsent(
  choice: ConsentChoice,
  config: AnalyticsConfig | undefined = readAnalyticsConfig(),
): void {
  try {
    localStorage.setItem(CONSENT_STORAGE_KEY, choice);
  } catch {
    // Private mode: the choice lasts for this page only.
  }
  if (config?.gaMeasurementId) applyConsent(choice, config);
  window.dispatchEvent(new CustomEvent(CONSENT_CHANGE_EVENT, { detail: choice }));
}
