import { labPath } from "~/config/site";
import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { settle } from "./reflow";

/** WCAG 2.2.2: motion that starts by itself and lasts more than 5 s needs a way to stop it. */
const LIMIT_MS = 5000;

for (const route of ["/", labPath]) {
  test(`${route}: every animation stops within 5 s or sits beside its pause button`, async ({
    page,
  }) => {
    await page.goto(route);
    await settle(page);
    const animations = await page.evaluate(() =>
      document.getAnimations().map((animation) => {
        const target = (animation.effect as KeyframeEffect | null)?.target ?? null;
        const name = animation instanceof CSSAnimation ? animation.animationName : "transition";
        // Its control: a button in the same widget (the carousel's pause button).
        let control: Element | null = null;
        for (
          let node = target?.parentElement ?? null;
          node && !control;
          node = node.parentElement
        ) {
          if (node.tagName === "SECTION" || node.tagName === "MAIN") break;
          control = node.querySelector("button");
        }
        return {
          name,
          endMs: animation.effect?.getComputedTiming().endTime ?? 0,
          control: control?.textContent?.trim() ?? null,
        };
      }),
    );
    for (const { name, endMs, control } of animations) {
      if (Number(endMs) <= LIMIT_MS) continue;
      expect(control, `${name} runs ${endMs} ms with no control`).toBeTruthy();
    }
    if (route === "/") {
      // Not an empty check: the hero's scroll hint and the carousel are animating.
      expect(animations.filter(({ endMs }) => Number(endMs) <= LIMIT_MS).length).toBeGreaterThan(0);
      expect(animations.some(({ control }) => control)).toBe(true);
    }
  });
}

const PHONE_HEIGHT = 740;

/** The home page on a phone, loaded and settled. */
async function openHomeOnPhone(page: Page): Promise<void> {
  await page.setViewportSize({ width: 375, height: PHONE_HEIGHT });
  await page.goto("/");
  await settle(page);
}

const isPending = (element: Locator) =>
  element.evaluate((node) => node.classList.contains("reveal-pending"));

/** Scrolls until `element` is half a screen below the visible area, where it waits hidden. */
async function bringWithinOneScreen(page: Page, element: Locator): Promise<void> {
  const top = await element.evaluate((node) => node.getBoundingClientRect().top + scrollY);
  await page.evaluate((y) => window.scrollTo(0, y), top - PHONE_HEIGHT * 1.5);
  await expect.poll(() => isPending(element)).toBe(true);
}

test("scroll reveal: a section is hidden only just before it enters, then shown as it does", async ({
  page,
}) => {
  await openHomeOnPhone(page);
  const last = page.locator("[data-reveal]").last();
  const hidden = () => isPending(last);
  // Far below the screen at load: left alone (marking it would repaint it for nothing).
  expect(await hidden()).toBe(false);

  // Within one screen below the visible area: hidden, off screen, ahead of its reveal.
  await bringWithinOneScreen(page, last);
  await expect(last).not.toBeInViewport();

  // On screen: revealed, fully opaque once its transition ends.
  await last.scrollIntoViewIfNeeded();
  await expect.poll(hidden).toBe(false);
  await expect.poll(() => last.evaluate((element) => getComputedStyle(element).opacity)).toBe("1");
});

test("scroll reveal: an element that takes focus while hidden is shown at once, in place", async ({
  page,
}) => {
  await openHomeOnPhone(page);
  const holder = page.locator("[data-reveal]:has(a[href], button)").last();
  await bringWithinOneScreen(page, holder);

  const state = await holder.evaluate((element) => {
    element.querySelector<HTMLElement>("a[href], button")?.focus();
    const { opacity, transform } = getComputedStyle(element);
    return {
      pending: element.classList.contains("reveal-pending"),
      opacity,
      transform,
      running: element.getAnimations().length,
    };
  });
  expect(state).toEqual({ pending: false, opacity: "1", transform: "none", running: 0 });
});
