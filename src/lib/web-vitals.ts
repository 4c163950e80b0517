/**
 * Real visitors' Core Web Vitals (LCP, INP, CLS) sent to Google Analytics as events, with the
 * page and the element or interaction behind each figure, using Google's `web-vitals` package
 * (attribution build). Only with analytics consent: nothing is loaded or sent before the visitor
 * grants "Analítica", nothing is sent after it is withdrawn, and the library is imported only then (page-boot.ts calls this
 * once the page has settled).
 */
import type {
  CLSMetricWithAttribution,
  INPMetricWithAttribution,
  LCPMetricWithAttribution,
} from "web-vitals/attribution";
import type { AnalyticsConfig } from "./analytics";
import { CONSENT_CHANGE_EVENT } from "./consent";
import { measure, productGranted } from "./google-products";

export type VitalMetric =
  LCPMetricWithAttribution | INPMetricWithAttribution | CLSMetricWithAttribution;

/** CLS is a unitless score; GA event values are integers, so it is sent in thousandths. */
const CLS_VALUE_SCALE = 1000;

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
  const send = (metric: VitalMetric) => measure("analytics", ...webVitalEvent(metric));
  onLCP(send);
  onINP(send);
  onCLS(send);
}

/** Starts reporting now if analytics consent is granted, or as soon as it is. */
export function reportWebVitalsWithConsent(config: AnalyticsConfig | undefined): void {
  if (!config?.gaMeasurementId) return;
  let started = false;
  const startIfGranted = () => {
    if (started || !productGranted("analytics")) return;
    started = true;
    void startReporting();
  };
  startIfGranted();
  window.addEventListener(CONSENT_CHANGE_EVENT, startIfGranted);
}
