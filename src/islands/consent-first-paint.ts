/**
 * The consent bar's place as soon as the page boots, before its words arrive: on a site with a
 * Google tag every page prerenders the bar's place, hidden (components/consent/consent-shell.ts);
 * when no choice is stored the boot module shows it first thing (page-behaviour.ts), so the bar's
 * place is taken before the bar's own module (consent-bar.ts, which the boot imports at once)
 * fills it. Built only into a site with a Google tag (CONSENT_BAR, astro.config.ts).
 */
import { storedConsent } from "~/lib/consent";
import { CONSENT_ATTRIBUTE } from "./page-hooks";

export function showPendingConsent(): void {
  const place = document.querySelector<HTMLElement>(`[${CONSENT_ATTRIBUTE}]`);
  if (place && !storedConsent()) place.hidden = false;
}
