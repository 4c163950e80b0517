import { useSyncExternalStore } from "react";
import { readAnalyticsConfig } from "~/lib/analytics";
import { CONSENT_CHANGE_EVENT, CONSENT_OPEN_EVENT, storedConsent } from "~/lib/consent";

/** Attribute of the footer buttons that reopen the consent banner. */
export const CONSENT_OPEN_ATTRIBUTE = "data-consent-open";

let reopened = false;

function subscribe(onChange: () => void): () => void {
  const onOpen = () => {
    reopened = true;
    onChange();
  };
  const onChoice = () => {
    reopened = false;
    onChange();
  };
  const onClick = (event: MouseEvent) => {
    if (event.target instanceof Element && event.target.closest(`[${CONSENT_OPEN_ATTRIBUTE}]`)) {
      window.dispatchEvent(new Event(CONSENT_OPEN_EVENT));
    }
  };
  window.addEventListener(CONSENT_OPEN_EVENT, onOpen);
  window.addEventListener(CONSENT_CHANGE_EVENT, onChoice);
  document.addEventListener("click", onClick);
  return () => {
    window.removeEventListener(CONSENT_OPEN_EVENT, onOpen);
    window.removeEventListener(CONSENT_CHANGE_EVENT, onChoice);
    document.removeEventListener("click", onClick);
  };
}

/** Hidden, shown because no choice has been made yet, or reopened from the footer. */
export type ConsentBannerState = "hidden" | "asking" | "reopened";

function snapshot(): ConsentBannerState {
  if (!readAnalyticsConfig()?.gaMeasurementId) return "hidden";
  if (reopened) return "reopened";
  return storedConsent() === null ? "asking" : "hidden";
}

/** Whether the banner shows: analytics configured and no choice yet, or reopened from the footer. */
export function useConsentBanner(): ConsentBannerState {
  return useSyncExternalStore(subscribe, snapshot, () => "hidden");
}
