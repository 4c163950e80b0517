import { heroTerminal } from "~/content/hero";
import { cutTexts } from "../shared/text-fit";
import { expect, test } from "./fixtures";

// The hero's code terminal on the narrowest phones: no word of it is cut with an ellipsis (its
// file name once was, at 320 px), and the file name and the illustration label show whole.
const TERMINAL = `[role="img"][aria-label="${heroTerminal.label}"]`;

for (const width of [320, 360, 375]) {
  test(`at ${width} px the hero terminal shows every word whole`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto("/");
    const terminal = page.locator(TERMINAL);
    await terminal.scrollIntoViewIfNeeded();
    await expect(terminal.getByText(heroTerminal.fileName, { exact: true })).toBeVisible();
    expect(await page.evaluate(cutTexts, TERMINAL)).toEqual([]);
    const box = await terminal.boundingBox();
    for (const text of [heroTerminal.fileName, heroTerminal.badge]) {
      const inner = await terminal.getByText(text, { exact: true }).boundingBox();
      expect(inner, text).not.toBeNull();
      expect(inner && box && inner.x + inner.width <= box.x + box.width + 0.5, text).toBe(true);
    }
  });
}
