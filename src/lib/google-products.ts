/**
 * Which Google product serves which purpose, and the rule that keeps them apart: a product is
 * configured, and hears an event, only once its own purpose is granted (docs/requirements.md,
 * "Consent"). Consent Mode's denied state alone is not enough, since a configured product still
 * sends cookie-less pings. Events from before the visitor's first choice wait here, outside the
 * dataLayer, and go only to the products then granted.
 */
import type { ConsentChoices, ConsentPurpose } from "./consent-purposes";
import { clearProductCookies } from "./google-cookies";
import { gtag, type AnalyticsConfig } from "./gtag";

export const GTAG_SRC = "https://www.googletagmanager.com/gtag/js";

/** The product of each purpose ("" when it is not configured): GA4 and Google Ads. */
export function productIds(config: AnalyticsConfig): Record<ConsentPurpose, string> {
  return { analytics: config.gaMeasurementId, advertising: config.adsConversionId };
}

type Params = Record<string, unknown>;
type Held = { purpose: ConsentPurpose; name: string; params: Params };
type Products = {
  ids: Record<ConsentPurpose, string>;
  decided: boolean;
  granted: Set<ConsentPurpose>;
  held: Held[];
};

/** Undefined while no Google tag is configured: events then go straight to the dataLayer. */
let products: Products | undefined;
/** A page that measures nothing (AnalyticsConfig.unmeasured): every event is dropped. */
let unmeasured = false;

/**
 * GA4's own settings: no Google signals and no ad personalisation from its data, so it stays a
 * measurement tool on the company's behalf, as the privacy policy says (the Ads tag keeps its
 * defaults; its purpose is the advertising the visitor allowed).
 */
export const ANALYTICS_CONFIG = {
  allow_google_signals: false,
  allow_ad_personalization_signals: false,
} as const;

/** Google's documented switch that stops GA4 from writing cookies or sending anything. */
function setAnalyticsDisabled(id: string, disabled: boolean): void {
  (window as unknown as Record<string, boolean>)[`ga-disable-${id}`] = disabled;
}

/** From now on (a Google tag configured) nothing reaches a product before its own yes. */
export function holdGoogleProducts(config: AnalyticsConfig | undefined): void {
  unmeasured = Boolean(config?.unmeasured);
  products = config?.gaMeasurementId
    ? { ids: productIds(config), decided: false, granted: new Set(), held: [] }
    : undefined;
  if (products) setAnalyticsDisabled(products.ids.analytics, true);
}

function send(state: Products, { purpose, name, params }: Held): void {
  // send_to names the product, so an event never reaches the other one through gtag's default
  // group; a conversion's own send_to (the Ads ID and its label) is kept.
  if (state.granted.has(purpose)) gtag("event", name, { send_to: state.ids[purpose], ...params });
}

/**
 * An event for the product of one purpose. Without a Google tag, straight to the dataLayer (the
 * events contract of docs/requirements.md); before a choice, held; after it, sent only if granted.
 */
export function measure(purpose: ConsentPurpose, name: string, params: Params): void {
  if (unmeasured) return;
  if (!products) gtag("event", name, params);
  else if (!products.decided) products.held.push({ purpose, name, params });
  else send(products, { purpose, name, params });
}

/** Whether the purpose's product is running now. */
export function productGranted(purpose: ConsentPurpose): boolean {
  return products?.granted.has(purpose) ?? false;
}

function loadGoogleTag(id: string): void {
  if (document.querySelector(`script[src^="${GTAG_SRC}"]`)) return;
  const script = document.createElement("script");
  script.async = true;
  // The first granted product's ID: the tag of a refused product is never even requested.
  script.src = `${GTAG_SRC}?id=${encodeURIComponent(id)}`;
  // A blocked or failing tag must never surface as an error: events simply stay queued.
  script.onerror = () => script.remove();
  document.head.append(script);
}

/**
 * Starts each granted product (its `config`, then the events held for it) and stops each refused
 * one for the rest of the visit: no more config or events, GA4 switched off, its cookies removed.
 * On a page that measures nothing a granted product is not started: the choice applies from the
 * next page on; a refusal still removes its cookies at once.
 */
export function applyToGoogleProducts(choices: ConsentChoices): void {
  const state = products;
  if (!state) return;
  for (const purpose of ["analytics", "advertising"] as const) {
    const id = state.ids[purpose];
    if (!id) continue;
    if (!choices[purpose]) {
      state.granted.delete(purpose);
      if (purpose === "analytics") setAnalyticsDisabled(id, true);
      clearProductCookies(purpose);
    } else if (!unmeasured && !state.granted.has(purpose)) {
      if (purpose === "analytics") setAnalyticsDisabled(id, false);
      if (purpose === "analytics") gtag("config", id, ANALYTICS_CONFIG);
      else gtag("config", id);
      state.granted.add(purpose);
    }
  }
  if (!state.decided) {
    state.decided = true;
    for (const held of state.held.splice(0)) send(state, held);
  }
  const first = [...state.granted][0];
  if (first) loadGoogleTag(state.ids[first]);
}
