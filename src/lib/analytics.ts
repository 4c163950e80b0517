/**
 * Contact-click analytics (docs/requirements.md, "Analytics events"). Every event goes through the
 * standard gtag queue (`window.dataLayer`): at once where no Google tag is configured, and where
 * one is, once the visitor has granted its product's purpose. A missing or blocked tag never
 * stops a link.
 */
import { measure } from "./google-products";
import type { AnalyticsConfig } from "./gtag";

export {
  ANALYTICS_CONFIG_ID,
  configuredOnly,
  gtag,
  readAnalyticsConfig,
  type AnalyticsConfig,
} from "./gtag";

export type ContactKind = "whatsapp" | "email";

/** The events of each kind of contact (docs/requirements.md, "Analytics events"). */
export const CONTACT_EVENTS = {
  whatsapp: { click: "whatsapp_click", conversion: "whatsapp_contact" },
  email: { click: "email_click", conversion: "email_contact" },
} as const;

/** The name of Google Ads' conversion event, sent with the conversion's `send_to`. */
export const ADS_CONVERSION_EVENT = "conversion";

export function trackContact(kind: ContactKind, label: string, config?: AnalyticsConfig): void {
  const { click, conversion } = CONTACT_EVENTS[kind];
  // The click and contact events are Google Analytics'; the conversion is Google Ads'. Each goes
  // to its product only with that product's consent (google-products.ts).
  measure("analytics", click, { event_category: "Contact", event_label: label });
  measure("analytics", conversion, { event_category: "Contact", event_label: label });
  const adsLabel = kind === "whatsapp" ? config?.adsWhatsappLabel : config?.adsEmailLabel;
  if (config?.adsConversionId && adsLabel) {
    measure("advertising", ADS_CONVERSION_EVENT, {
      send_to: `${config.adsConversionId}/${adsLabel}`,
    });
  }
}

/** Which contact a link opens, judged by its href; undefined for every other link. */
export function contactKindOf(href: string): ContactKind | undefined {
  if (href.startsWith("https://wa.me/")) return "whatsapp";
  if (href.startsWith("mailto:")) return "email";
  return undefined;
}

/** Attribute that names where a tracked link sits (the event label). */
export const TRACK_ATTRIBUTE = "data-track";

/**
 * One delegated listener for the whole document: a click on a WhatsApp or e-mail link that
 * carries `data-track="<label>"` sends its events. Works before any island hydrates.
 */
export function listenForContactClicks(config?: AnalyticsConfig): void {
  document.addEventListener(
    "click",
    (event) => {
      const target = event.target instanceof Element ? event.target : null;
      const link = target?.closest<HTMLAnchorElement>(`a[${TRACK_ATTRIBUTE}]`);
      if (!link) return;
      const kind = contactKindOf(link.getAttribute("href") ?? "");
      const label = link.getAttribute(TRACK_ATTRIBUTE);
      if (!kind || !label) return;
      try {
        trackContact(kind, label, config);
      } catch {
        // Analytics must never break a link.
      }
    },
    { capture: true },
  );
}
