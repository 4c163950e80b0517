import { ROUTES } from "../shared/expectations";
import {
  builtAsRelease,
  focusOverMarker,
  MARKER_VIEWPORTS,
  markerReport,
  PREVIEW_MARKER,
} from "../shared/preview-checks";
import { previewCopy } from "../../src/content/preview";
import { expect, test } from "./fixtures";

// The "Vista previa" line in Firefox and WebKit (tests/e2e/preview.spec.ts holds the Chromium
// side, with the headers and robots.txt): on a preview's every page it shows whole on the first
// screen at 320 and 1280 px, covered by nothing (the fixed header included), overlapping nothing,
// and never under focus; a release shows none.
const RELEASE = builtAsRelease();

for (const route of ROUTES) {
  for (const viewport of MARKER_VIEWPORTS) {
    test(`${route} at ${viewport.width} px: ${RELEASE ? "a release shows no preview line" : "the preview line shows, covering nothing"}`, async ({
      engine,
    }) => {
      await engine.open(route, viewport);
      await engine.evaluate(() => document.fonts.ready.then(() => undefined));
      const report = await engine.evaluate(markerReport, PREVIEW_MARKER);
      if (RELEASE) {
        expect(report.count).toBe(0);
        return;
      }
      expect(report.count).toBe(1);
      expect(report.text).toContain(previewCopy.label);
      expect(report.text).toContain(previewCopy.command);
      expect(report.problems).toEqual([]);
      for (let step = 0; step < 6; step++) {
        await engine.press("Tab");
        // Drivers hand an empty string back as null or undefined.
        expect((await engine.evaluate(focusOverMarker, PREVIEW_MARKER)) ?? "").toBe("");
      }
    });
  }
}
