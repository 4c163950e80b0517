import { ROUTES, expect, test } from "./fixtures";

// docs/requirements.md, "Design": every page at 360, 768, 1024 and 1440 px, with no horizontal scroll at any width.
for (const route of ROUTES) {
  test(`${route} never scrolls sideways at 360, 768, 1024 or 1440 px`, async ({ page }) => {
    await page.goto(route);
    for (const width of [360, 768, 1024, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      );
      expect(overflow, `${route} at ${width} px`).toBeLessThanOrEqual(0);
    }
  });
}
