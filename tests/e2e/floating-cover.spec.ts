import { labPath } from "../../src/config/site";
import { focusedBox, settledScrollY } from "../shared/focus-checks";
import { contentCoveredForGood, FIXED_HEADER, FLOATING_CONTROLS } from "./covered-content";
import { expect, test } from "./fixtures";

// Nothing fixed hides content for good (docs/requirements.md, "Floating controls"; WCAG 2.4.11).
const ROUTES = ["/", labPath];

test.describe("on a phone", () => {
  test.use({ viewport: { width: 375, height: 667 }, reducedMotion: "reduce" });

  for (const route of ROUTES) {
    test(`${route}: every link, button and line of text shows uncovered somewhere`, async ({
      page,
    }) => {
      await page.goto(route);
      const { checked, problems } = await contentCoveredForGood(page, [
        FLOATING_CONTROLS,
        FIXED_HEADER,
      ]);
      expect(problems).toEqual([]);
      // Every link of the page and more (its lines of text) were looked at.
      expect(checked).toBeGreaterThan(await page.locator("main a[href], footer a[href]").count());
    });
  }
});

// A phone, 400 % and 200 % zoom of a 1280×800 screen, and a landscape phone.
for (const viewport of [
  { width: 375, height: 812 },
  { width: 320, height: 200 },
  { width: 640, height: 400 },
  { width: 812, height: 375 },
]) {
  test.describe(`at ${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport, reducedMotion: "reduce" });

    for (const route of ROUTES) {
      test(`${route}: Tab through the page, no focused element under a floating control`, async ({
        page,
      }) => {
        await page.goto(route);
        const problems: string[] = [];
        let stops = 0;
        for (; stops < 400; stops++) {
          await page.keyboard.press("Tab");
          await page.evaluate(settledScrollY);
          const box = await page.evaluate(focusedBox, [FLOATING_CONTROLS]);
          if (!box) break; // past the last element, focus left the page
          if (box.problems.length) problems.push(`${box.label}: ${box.problems.join(", ")}`);
        }
        expect(problems).toEqual([]);
        expect(stops).toBeGreaterThan(await page.locator("main a[href]").count());
      });
    }
  });
}
