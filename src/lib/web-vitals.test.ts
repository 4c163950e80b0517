// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { webVitalEvent, type VitalMetric } from "./web-vitals";

describe("webVitalEvent", () => {
  const base = { id: "v6-1", rating: "good", navigationType: "navigate", entries: [] } as const;

  it("sends the delta as the value, with the page and the element behind the figure", () => {
    const lcp = {
      ...base,
      name: "LCP",
      value: 1234.4,
      delta: 1234.4,
      attribution: { target: "#inicio-titulo" },
    } as unknown as VitalMetric;
    expect(webVitalEvent(lcp)).toEqual([
      "LCP",
      expect.objectContaining({
        value: 1234,
        metric_value: 1234.4,
        metric_rating: "good",
        page_path: location.pathname,
        debug_target: "#inicio-titulo",
      }),
    ]);
  });

  it("sends CLS in thousandths and names the interaction target of INP", () => {
    const cls = {
      ...base,
      name: "CLS",
      value: 0.052,
      delta: 0.052,
      attribution: {},
    } as unknown as VitalMetric;
    expect(webVitalEvent(cls)[1]).toMatchObject({ value: 52, debug_target: "(none)" });
    const inp = {
      ...base,
      name: "INP",
      value: 180,
      delta: 180,
      attribution: { interactionTarget: "button.menu" },
    } as unknown as VitalMetric;
    expect(webVitalEvent(inp)[1]).toMatchObject({ value: 180, debug_target: "button.menu" });
  });
});
