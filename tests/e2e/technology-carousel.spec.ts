/** The home page's technology carousel (docs/requirements.md, "Technology section"). */
import type { Locator, Page } from "@playwright/test";
import { allTechnologies } from "../../src/content/technologies";
import {
  afterFrames,
  endingWith,
  expect,
  scrollIntoSection,
  test,
  waitForHydration,
} from "./fixtures";

test.describe("technology carousel", () => {
  const ALL = allTechnologies.map((tech) => tech.name);
  const trackOf = (page: Page) => page.locator("#tecnologias .marquee-track");
  const toggleOf = (page: Page) => page.locator("#tecnologias [data-marquee-state]");
  const translateX = (track: Locator) =>
    track.evaluate((el) => new DOMMatrix(getComputedStyle(el).transform).m41);

  /** No animation of the track is running, and it stays where it is over the next frames. */
  async function expectStill(track: Locator, page: Page): Promise<void> {
    await expect.poll(() => runningAnimations(track)).toBe(0);
    const before = await translateX(track);
    await afterFrames(page);
    await afterFrames(page);
    expect(await translateX(track)).toBe(before);
  }
  /** Its animation runs again and the track moves on (leftwards). */
  async function expectMoving(track: Locator): Promise<void> {
    await expect.poll(() => runningAnimations(track)).toBe(1);
    const before = await translateX(track);
    await expect.poll(() => translateX(track)).toBeLessThan(before);
  }
  const runningAnimations = (track: Locator) =>
    track.evaluate((el) => el.getAnimations().filter((a) => a.playState === "running").length);

  test("the list once for everyone, a hidden inert copy, 5000 ms per slide", async ({ page }) => {
    await page.goto("/");
    const lists = trackOf(page).locator("ul");
    await expect(lists).toHaveCount(2);
    const main = page.getByRole("list", { name: "Tecnologías con las que trabajamos" });
    await expect(main.getByRole("listitem")).toHaveText(ALL.map(endingWith));
    const clone = lists.nth(1);
    await expect(clone).toHaveAttribute("aria-hidden", "true");
    await expect(clone).toHaveAttribute("inert", "");
    await expect(clone.locator("li")).toHaveCount(ALL.length);
    await expect(clone.locator("a, button, input, [tabindex]")).toHaveCount(0);
    // The spec's 5000 ms per slide.
    await expect(trackOf(page)).toHaveCSS("animation-duration", `${(ALL.length * 5000) / 1000}s`);
    await expect(trackOf(page)).toHaveCSS("animation-timing-function", "linear");
    await expect(trackOf(page)).toHaveCSS("animation-iteration-count", "infinite");
  });

  test("moves one slide per 5 s, and stops while hovered", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/");
    await scrollIntoSection(page, "tecnologias");
    const track = trackOf(page);
    const slide = track.locator("li").first();
    const step = await slide.evaluate(
      (el) => el.getBoundingClientRect().width + parseFloat(getComputedStyle(el).marginRight),
    );
    await page.mouse.move(0, 0);
    // Distance over the animation's own clock (not the wall clock, which a loaded machine
    // stretches between frames), from frame to frame until half a second of it has run.
    const perSecond = await track.evaluate(async (el) => {
      const x = () => new DOMMatrix(getComputedStyle(el).transform).m41;
      const [animation] = el.getAnimations();
      if (!animation) return 0;
      const time = () => Number(animation.currentTime ?? 0);
      const [x0, t0] = [x(), time()];
      while (time() - t0 < 500) await new Promise((frame) => requestAnimationFrame(frame));
      return ((x0 - x()) * 1000) / (time() - t0);
    });
    expect(perSecond).toBeGreaterThan((step / 5) * 0.7);
    expect(perSecond).toBeLessThan((step / 5) * 1.3);

    await page.locator("#tecnologias .marquee-viewport").hover();
    await expectStill(track, page);
    await page.mouse.move(0, 0);
    await expectMoving(track);
  });

  test("the pause button stops and resumes it, and says so @smoke", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    await scrollIntoSection(page, "tecnologias");
    const toggle = toggleOf(page);
    const track = trackOf(page);
    await expect(toggle).toHaveAccessibleName("Pausar carrusel");
    // The island hydrates when it comes into view; until then a click does nothing.
    await expect(async () => {
      if ((await toggle.getAttribute("data-marquee-state")) === "auto") await toggle.click();
      await expect(toggle).toHaveAttribute("data-marquee-state", "paused", { timeout: 300 });
    }).toPass();
    await page.mouse.move(0, 0);
    await expect(toggle).toHaveAccessibleName("Reanudar carrusel");
    await expect(page.locator("#tecnologias").getByRole("status")).toHaveText("Carrusel en pausa");
    await expectStill(track, page);

    await toggle.click();
    await page.mouse.move(0, 0);
    await expect(toggle).toHaveAccessibleName("Pausar carrusel");
    await expect(page.locator("#tecnologias").getByRole("status")).toHaveText(
      "Carrusel en movimiento",
    );
    await expectMoving(track);
  });

  test("stops while its button has keyboard focus", async ({ page }) => {
    await page.goto("/");
    await scrollIntoSection(page, "tecnologias");
    await page.mouse.move(0, 0);
    await page.getByRole("link", { name: "Consultar Tecnología" }).focus();
    await page.keyboard.press("Shift+Tab");
    await expect(toggleOf(page)).toBeFocused();
    await expectStill(trackOf(page), page);
    await page.keyboard.press("Tab");
    await expectMoving(trackOf(page));
  });

  test("stands still under reduced motion", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/");
    await scrollIntoSection(page, "tecnologias");
    await expect(trackOf(page)).toHaveCSS("animation-name", "none");
    expect(await translateX(trackOf(page))).toBe(0);
    await expectStill(trackOf(page), page);
    // Nothing to pause: no pause button either.
    await expect(page.locator("#tecnologias [data-marquee-state]")).toBeHidden();
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
      await page.goto("/");
      const viewport = page.locator("#tecnologias .marquee-viewport");
      const slide = viewport.locator("li").first();
      const box = await viewport.evaluate((el) => el.clientWidth);
      const slideWidth = await slide.evaluate((el) => el.getBoundingClientRect().width);
      await expect(slide).toHaveCSS("margin-right", `${gap}px`);
      expect(Math.abs(perView * slideWidth + (perView - 1) * gap - box)).toBeLessThan(1);
      await expect(viewport).toHaveCSS("overflow-x", "hidden");
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(width);
    });
  }
});
