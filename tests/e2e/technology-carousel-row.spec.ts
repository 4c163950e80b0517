/**
 * The technology carousel's row (docs/requirements.md, "Technology section"): the list is in the
 * page once, and the row closes on itself through the loop at the breakpoint table's sizes.
 */
import { expect, test } from "./fixtures";

test.describe("technology carousel's row", () => {
  test("the row closes on itself: no gap anywhere in the loop", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/");
    const list = page.locator("#tecnologias .marquee-list");
    for (const part of [0, 0.37, 0.96, 0.999]) {
      // Every slide's animation at the same moment of the loop, as they run together.
      const { seen, step, width } = await list.evaluate((el, at) => {
        const slides = [...el.children];
        for (const animation of el.getAnimations({ subtree: true })) {
          const duration = Number(animation.effect?.getComputedTiming().duration);
          animation.pause();
          animation.currentTime = at * duration;
        }
        const view = el.getBoundingClientRect();
        const gap = getComputedStyle(el).getPropertyValue("--marquee-gap");
        const step = (slides[0]?.getBoundingClientRect().width ?? 0) + parseFloat(gap);
        const seen = slides
          .map((slide) => slide.getBoundingClientRect().left - view.left)
          .filter((left) => left + step > 0 && left < view.width)
          .sort((a, b) => a - b);
        return { seen, step, width: view.width };
      }, part);
      expect(step).toBeGreaterThan(0);
      expect(seen[0], `at ${part} of the loop`).toBeLessThanOrEqual(0.5);
      seen.slice(1).forEach((left, i) => expect(left - (seen[i] ?? 0)).toBeCloseTo(step, 0));
      expect((seen.at(-1) ?? 0) + step, `at ${part} of the loop`).toBeGreaterThanOrEqual(width);
    }
  });

  const BREAKPOINTS = [
    [360, 2, 15],
    [480, 3, 20],
    [640, 4, 25],
    [768, 5, 30],
    [1024, 6, 35],
    [1280, 8, 40],
    [1440, 8, 40],
  ] as const;
  for (const [width, perView, gap] of BREAKPOINTS) {
    test(`at ${width} px: ${perView} slides per view, ${gap} px apart, no horizontal scroll`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      // At rest, where the table's layout shows without motion.
      await page.emulateMedia({ reducedMotion: "reduce" });
      await page.goto("/");
      const viewport = page.locator("#tecnologias .marquee-viewport");
      const box = await viewport.evaluate((el) => el.clientWidth);
      const [slideWidth, apart] = await viewport.locator("li").evaluateAll((els) => {
        const [first, second] = els.map((el) => el.getBoundingClientRect());
        return [first?.width ?? 0, (second?.left ?? 0) - (first?.right ?? 0)];
      });
      expect(apart).toBeCloseTo(gap, 1);
      expect(Math.abs(perView * slideWidth + (perView - 1) * gap - box)).toBeLessThan(1);
      await expect(viewport).toHaveCSS("overflow-x", "hidden");
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(width);
    });
  }
});
