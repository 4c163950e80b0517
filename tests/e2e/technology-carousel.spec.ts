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
  const listOf = (page: Page) => page.locator("#tecnologias .marquee-list");
  const toggleOf = (page: Page) => page.locator("#tecnologias [data-marquee-state]");
  const runningAnimations = (list: Locator) =>
    list.evaluate(
      (el) => el.getAnimations({ subtree: true }).filter((a) => a.playState === "running").length,
    );
  /** Where the slide nearest the middle of the view stands: far from where a slide loops back. */
  const middleSlideX = (list: Locator) =>
    list.evaluate((el) => {
      const middle = el.getBoundingClientRect().width / 2;
      const lefts = [...el.children].map((slide) => slide.getBoundingClientRect().left);
      return lefts.reduce((a, b) => (Math.abs(b - middle) < Math.abs(a - middle) ? b : a));
    });

  /** No slide's animation is running, and the row stays where it is over the next frames. */
  async function expectStill(list: Locator, page: Page): Promise<void> {
    await expect.poll(() => runningAnimations(list)).toBe(0);
    const before = await middleSlideX(list);
    await afterFrames(page);
    await afterFrames(page);
    expect(await middleSlideX(list)).toBe(before);
  }
  /** Every slide's animation runs again and the row moves on (leftwards). */
  async function expectMoving(list: Locator): Promise<void> {
    await expect.poll(() => runningAnimations(list)).toBe(ALL.length);
    const before = await middleSlideX(list);
    await expect.poll(() => middleSlideX(list)).toBeLessThan(before);
  }

  test("the list once, no copy, 5000 ms per slide", async ({ page }) => {
    await page.goto("/");
    await expect(page.locator("#tecnologias .marquee ul")).toHaveCount(1);
    const list = page.getByRole("list", { name: "Tecnologías con las que trabajamos" });
    await expect(list.getByRole("listitem")).toHaveText(ALL.map(endingWith));
    await expect(page.locator("#tecnologias .marquee li")).toHaveCount(ALL.length);
    // The spec's 5000 ms per slide: one loop passes every slide once.
    const slides = listOf(page).locator("li");
    for (const slide of [slides.first(), slides.last()]) {
      await expect(slide).toHaveCSS("animation-duration", `${(ALL.length * 5000) / 1000}s`);
      await expect(slide).toHaveCSS("animation-timing-function", "linear");
      await expect(slide).toHaveCSS("animation-iteration-count", "infinite");
    }
  });

  test("moves one slide per 5 s, and stops while hovered", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/");
    await scrollIntoSection(page, "tecnologias");
    const list = listOf(page);
    await page.mouse.move(0, 0);
    // Distance over the animation's own clock (not the wall clock, which a loaded machine
    // stretches between frames), from frame to frame until half a second of it has run, of the
    // slide in the middle of the view (it does not loop back meanwhile).
    const { perSecond, step } = await list.evaluate(async (el) => {
      const middle = el.getBoundingClientRect().width / 2;
      const slide = [...el.children].reduce((a, b) =>
        Math.abs(b.getBoundingClientRect().left - middle) <
        Math.abs(a.getBoundingClientRect().left - middle)
          ? b
          : a,
      );
      const gap = getComputedStyle(el).getPropertyValue("--marquee-gap");
      const step = slide.getBoundingClientRect().width + parseFloat(gap);
      const x = () => slide.getBoundingClientRect().left;
      const [animation] = slide.getAnimations();
      if (!animation) return { perSecond: 0, step };
      const time = () => Number(animation.currentTime ?? 0);
      const [x0, t0] = [x(), time()];
      while (time() - t0 < 500) await new Promise((frame) => requestAnimationFrame(frame));
      return { perSecond: ((x0 - x()) * 1000) / (time() - t0), step };
    });
    expect(perSecond).toBeGreaterThan((step / 5) * 0.7);
    expect(perSecond).toBeLessThan((step / 5) * 1.3);

    await page.locator("#tecnologias .marquee-viewport").hover();
    await expectStill(list, page);
    await page.mouse.move(0, 0);
    await expectMoving(list);
  });

  test("the pause button stops and resumes it, and says so @smoke", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    await scrollIntoSection(page, "tecnologias");
    const toggle = toggleOf(page);
    const track = listOf(page);
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
    await expectStill(listOf(page), page);
    await page.keyboard.press("Tab");
    await expectMoving(listOf(page));
  });

  test("stands still under reduced motion, in one row", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/");
    await scrollIntoSection(page, "tecnologias");
    const slides = listOf(page).locator("li");
    await expect(slides.first()).toHaveCSS("animation-name", "none");
    await expect(slides.last()).toHaveCSS("animation-name", "none");
    const lefts = await slides.evaluateAll((els) =>
      els.map((el) => el.getBoundingClientRect().left),
    );
    const [first = 0, second = 0] = lefts;
    expect(second).toBeGreaterThan(first);
    lefts.forEach((left, i) => expect(left - first).toBeCloseTo(i * (second - first), 0));
    await expectStill(listOf(page), page);
    // Nothing to pause: no pause button either.
    await expect(page.locator("#tecnologias [data-marquee-state]")).toBeHidden();
  });
});
