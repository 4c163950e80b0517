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

// A tablet shows more side by side than a phone, never less: at 768 px the home and lab pages are
// no taller than at 390 px (their columns start at 768).
for (const route of ROUTES.slice(0, 2)) {
  test(`${route} is no taller at 768 px than at 390 px`, async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" }); // every figure at its final value
    const heights: number[] = [];
    for (const width of [390, 768]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(route);
      await page.evaluate(() => document.fonts.ready);
      heights.push(await page.evaluate(() => document.documentElement.scrollHeight));
    }
    const [phone = 0, tablet = 0] = heights;
    expect(phone).toBeGreaterThan(2000); // the whole page, not an empty one
    expect(tablet, `${route}: ${tablet} px at 768, ${phone} px at 390`).toBeLessThanOrEqual(phone);
  });
}
