/**
 * Contact-click analytics (docs/requirements.md, "Analytics events"). Every event goes through the
 * standard gtag queue (`window.dataLayer`), whether or not a Google tag is configured, and a
 * missing or blocked tag never stops a link.
 */

export type AnalyticsConfig = {
  /** Google tag (GA4) measurement ID; empty: no third-party script is ever loaded. */
  gaMeasurementId: string;
  adsConversionId: string;
  adsWhatsappLabel: string;
  adsEmailLabel: string;
};

export type ContactKind = "whatsapp" | "email";

declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: (...args: unknown[]) => void;
  }
}

/** Id of the <script type="application/json"> that carries the analytics configuration. */
export const ANALYTICS_CONFIG_ID = "site-analytics";

/** The configuration the page was built with (read in the browser, not from the server config). */
export function readAnalyticsConfig(): AnalyticsConfig | undefined {
  const text = document.getElementById(ANALYTICS_CONFIG_ID)?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as AnalyticsConfig;
  } catch {
    return undefined;
  }
}

/** The gtag.js queue function: pushes its `arguments` object, exactly as Google's snippet does. */
export function gtag(..._args: unknown[]): void {
  window.dataLayer = window.dataLayer ?? [];
  // eslint-disable-next-line prefer-rest-params -- gtag.js reads Arguments objects, not arrays
  window.dataLayer.push(arguments);
}

const EVENTS = {
  whatsapp: { click: "whatsapp_click", conversion: "whatsapp_contact" },
  email: { click: "email_click", conversion: "email_contact" },
} as const;

export function trackContact(kind: ContactKind, label: string, config?: AnalyticsConfig): void {
  const { click, conversion } = EVENTS[kind];
  gtag("event", click, { event_category: "Contact", event_label: label });
  gtag("event", conversion, { event_category: "Contact", event_label: label });
  const adsLabel = kind === "whatsapp" ? config?.adsWhatsappLabel : config?.adsEmailLabel;
  if (config?.adsConversionId && adsLabel) {
    gtag("event", "conversion", { send_to: `${config.adsConversionId}/${adsLabel}` });
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
