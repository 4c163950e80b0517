/**
 * A preview can never pass for the company's site (src/config/build-mode.ts): every build but a
 * release keeps crawlers out (meta robots, X-Robots-Tag, robots.txt) and shows the "Vista previa"
 * marker on each page's first screen, covering nothing, read with the page; a release has none of
 * these. The default build (npm test) is a preview; the second company's (scripts/
 * test-second-company.sh) a release, so both modes run in CI.
 */
import { previewCopy } from "../../src/content/preview";
import {
  builtAsRelease,
  focusOverMarker,
  MARKER_VIEWPORTS,
  markerReport,
  PREVIEW_MARKER,
} from "../shared/preview-checks";
import { expect, ROUTES, test } from "./fixtures";

const RELEASE = builtAsRelease();
const NOT_FOUND = "/no-existe";
const mode = RELEASE ? "a release" : "a preview";

test(`robots.txt of ${mode}`, async ({ request }) => {
  const robots = await (await request.get("/robots.txt")).text();
  if (RELEASE) {
    expect(robots).toMatch(/^Allow: \/$/m);
    expect(robots).toMatch(/^Sitemap: https:\/\//m);
  } else {
    expect(robots).toBe("User-agent: *\nDisallow: /\n");
  }
});

for (const route of [...ROUTES, NOT_FOUND]) {
  test(`${route} in ${mode}: noindex header and meta ${RELEASE ? "absent" : "present"}`, async ({
    request,
  }) => {
    const response = await request.get(route);
    expect(response.headers()["x-robots-tag"]).toBe(RELEASE ? undefined : "noindex");
    const html = await response.text();
    const robots = [...html.matchAll(/<meta name="robots" content="([^"]*)"/g)].map((m) => m[1]);
    // The not-found page stays out of the index in both modes; the others only in a preview.
    expect(robots).toEqual(RELEASE && route !== NOT_FOUND ? [] : ["noindex"]);
  });

  for (const viewport of MARKER_VIEWPORTS) {
    test(`${route} in ${mode} at ${viewport.width} px: the marker ${RELEASE ? "is absent" : "shows on the first screen, covering nothing"}`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await page.goto(route);
      await page.evaluate(() => document.fonts.ready);
      const report = await page.evaluate(markerReport, PREVIEW_MARKER);
      if (RELEASE) {
        expect(report.count).toBe(0);
        return;
      }
      expect(report.count).toBe(1);
      expect(report.text).toContain(previewCopy.label);
      expect(report.text).toContain(previewCopy.command);
      expect(report.problems).toEqual([]);
      // Read by a screen reader, with the page.
      expect(await page.locator("body").ariaSnapshot()).toContain(previewCopy.label);
      // Focus never lands under it: each control reached from the top, focused, is clear of it.
      for (let step = 0; step < 6; step++) {
        await page.keyboard.press("Tab");
        expect(await page.evaluate(focusOverMarker, PREVIEW_MARKER)).toBe("");
      }
    });
  }
}
