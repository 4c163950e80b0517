import { labPath } from "~/config/site";
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
