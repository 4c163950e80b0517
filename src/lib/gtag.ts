/**
 * The Google tag's queue and the configuration the page was built with. Everything that speaks
 * to Google goes through `gtag`; which product may hear what is decided in google-products.ts.
 */

export type AnalyticsConfig = {
  /** Google tag (GA4) measurement ID; empty: no third-party script is ever loaded. */
  gaMeasurementId: string;
  adsConversionId: string;
  adsWhatsappLabel: string;
  adsEmailLabel: string;
  /** The data controller's legal name, which the consent bar names; only beside a Google tag. */
  controller: string;
  /**
   * Set on the pages that measure nothing whatever the consent (the legal pages, as the privacy
   * policy says): no product starts there and no event is sent, a contact click's included.
   */
  unmeasured?: boolean;
};

declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: (...args: unknown[]) => void;
  }
}

/** Id of the <script type="application/json"> that carries the analytics configuration. */
export const ANALYTICS_CONFIG_ID = "site-analytics";

const NOT_CONFIGURED: AnalyticsConfig = {
  gaMeasurementId: "",
  adsConversionId: "",
  adsWhatsappLabel: "",
  adsEmailLabel: "",
  controller: "",
};

/**
 * What the page carries of the configuration: only the values that are set (`{}` on a site
 * without Google), since every page's first response carries it.
 */
export function configuredOnly(config: AnalyticsConfig): Partial<AnalyticsConfig> {
  return Object.fromEntries(Object.entries(config).filter(([, value]) => value));
}

/** The configuration the page was built with (read in the browser, not from the server config). */
export function readAnalyticsConfig(): AnalyticsConfig | undefined {
  const text = document.getElementById(ANALYTICS_CONFIG_ID)?.textContent;
  if (!text) return undefined;
  try {
    return { ...NOT_CONFIGURED, ...(JSON.parse(text) as Partial<AnalyticsConfig>) };
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
