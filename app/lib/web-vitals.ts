/**
 * Real visitors' Core Web Vitals (LCP, INP, CLS) sent to Google Analytics as events, with the
 * page and the element or interaction behind each figure, using Google's `web-vitals` package
 * (attribution build). Only with analytics consent: nothing is loaded or sent before the visitor
 * grants `analytics_storage`, and the library is imported only then (page-boot.ts calls this
 * once the page has settled).
 */
import type {
  CLSMetricWithAttribution,
  INPMetricWithAttribution,
  LCPMetricWithAttribution,
} from "web-vitals/attribution";
import { gtag, type AnalyticsConfig } from "./analytics";
import { CONSENT_CHANGE_EVENT } from "./consent";

export type VitalMetric =
  LCPMetricWithAttribution | INPMetricWithAttribution | CLSMetricWithAttribution;

/** CLS is a unitless score; GA event values are integers, so it is sent in thousandths. */
const CLS_VALUE_SCALE = 1000;

/**
 * Whether analytics consent is granted: the last Consent Mode command in the dataLayer that
 * sets `analytics_storage` (whatever code issued it: the default, the stored choice, the banner).
 */
export function analyticsGranted(): boolean {
  let granted = false;
  for (const entry of window.dataLayer ?? []) {
    const [command, , params] = Array.from(entry as ArrayLike<unknown>);
    const storage = (params as { analytics_storage?: string } | undefined)?.analytics_storage;
    if (command === "consent" && storage) granted = storage === "granted";
  }
  return granted;
}

/** The element (LCP, CLS) or interaction target (INP) behind the figure, as a CSS selector. */
function targetOf(metric: VitalMetric): string | undefined {
  switch (metric.name) {
    case "LCP":
      return metric.attribution.target;
    case "INP":
      return metric.attribution.interactionTarget;
    case "CLS":
      return metric.attribution.largestShiftTarget;
  }
}

/** The GA event for one report (Google's recommended shape: the delta as `value`). */
export function webVitalEvent(metric: VitalMetric): [string, Record<string, unknown>] {
  const scale = metric.name === "CLS" ? CLS_VALUE_SCALE : 1;
  return [
    metric.name,
    {
      value: Math.round(metric.delta * scale),
      metric_id: metric.id,
      metric_value: metric.value,
      metric_delta: metric.delta,
      metric_rating: metric.rating,
      page_path: location.pathname,
      debug_target: targetOf(metric) ?? "(none)",
      non_interaction: true,
    },
  ];
}

async function startReporting(): Promise<void> {
  const { onCLS, onINP, onLCP } = await import("web-vitals/attribution");
  const send = (metric: VitalMetric) => gtag("event", ...webVitalEvent(metric));
  onLCP(send);
  onINP(send);
  onCLS(send);
}

/** Starts reporting now if analytics consent is granted, or as soon as it is. */
export function reportWebVitalsWithConsent(config: AnalyticsConfig | undefined): void {
  if (!config?.gaMeasurementId) return;
  let started = false;
  const startIfGranted = () => {
    if (started || !analyticsGranted()) return;
    started = true;
    void startReporting();
  };
  startIfGranted();
  window.addEventListener(CONSENT_CHANGE_EVENT, startIfGranted);
}
