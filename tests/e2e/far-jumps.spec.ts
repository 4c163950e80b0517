import type { Page } from "@playwright/test";
import { LANDING_TOLERANCE_PX, LONG_PAGES, VIEWPORTS } from "../shared/expectations";
import { endProblems, headerClearance, landingOffset } from "../shared/page-checks";
import { afterFrames, expect, scrollToY, test } from "./fixtures";

// Far jumps a visitor makes without an in-page link: the End key, a scrollbar drag, a
// find-in-page hit, a link from another site. Each must land where aimed from the first moment,
// with no input beforehand (docs/decisions/0003-no-deferred-sections.md: sections rendered on demand grew on the way).
/** How far a section's top is from just below the header (0: where a jump should put it). */
const offsetOf = (page: Page, id: string) => page.evaluate(landingOffset, { selector: `#${id}` });

for (const { route, sections } of LONG_PAGES) {
  for (const viewport of VIEWPORTS) {
    test(`${route} at ${viewport.width} px: End reaches the footer`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.goto(route);
      // A visitor presses End on a page they see: under load, a key sent before the first frames
      // was once ignored (the page never moved), which is not what this test is about.
      await afterFrames(page);
      await page.keyboard.press("End");
      await expect.poll(() => page.evaluate(endProblems)).toEqual([]);
    });

    test(`${route} at ${viewport.width} px: a jump to any section lands its heading below the header`, async ({
      page,
    }) => {
      // Where a jump lands, not how it gets there: without the smooth scroll, which a loaded
      // machine sometimes leaves short of its target mid-animation (the in-page links' smooth
      // scroll has its own test, anchors.spec.ts).
      await page.emulateMedia({ reducedMotion: "reduce" });
      await page.setViewportSize(viewport);
      await page.goto(route);
      const { clearance, headerBottom } = await page.evaluate(headerClearance);
      expect(clearance, "scroll-padding-top clears the fixed header").toBeGreaterThanOrEqual(
        headerBottom,
      );
      for (const { id, heading } of sections) {
        await page.evaluate((target) => (location.hash = target), `#${id}`);
        // Sections come in page order, so each jump goes down and the offset shrinks to 0.
        await expect.poll(() => offsetOf(page, id)).toBeLessThanOrEqual(LANDING_TOLERANCE_PX);
        expect(Math.abs(await offsetOf(page, id)), `#${id}`).toBeLessThanOrEqual(
          LANDING_TOLERANCE_PX,
        );
        const title = page.locator(`#${id}`).getByRole("heading", { name: heading, exact: true });
        await expect(title).toBeInViewport();
        const top = await title.evaluate((element) => element.getBoundingClientRect().top);
        expect(top, `heading of #${id} below the header`).toBeGreaterThanOrEqual(clearance);
      }
    });
  }

  test(`${route}: a link from another site to its last section lands there`, async ({ page }) => {
    const last = sections.at(-1);
    if (!last) throw new Error(`${route} has no sections`);
    await page.goto(`${route}#${last.id}`);
    await expect.poll(() => offsetOf(page, last.id)).toBe(0);
  });
}

test("a reload keeps the visitor where they were", async ({ page }) => {
  const [home] = LONG_PAGES;
  const middle = home?.sections[2];
  if (!home || !middle) throw new Error("no home sections");
  await page.goto(home.route);
  await scrollToY(page, 6000);
  const heading = page.locator(`#${middle.id}`).getByRole("heading", { name: middle.heading });
  await heading.evaluate((element) => element.scrollIntoView({ behavior: "instant" }));
  const before = await page.evaluate(() => window.scrollY);
  await page.reload();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(before);
  await expect(heading).toBeInViewport();
});
