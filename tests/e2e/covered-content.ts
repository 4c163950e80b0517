import type { Page } from "@playwright/test";
import { type CoverProblem, coverProblems, coverStep } from "../shared/cover-checks";
import { afterFrames } from "./fixtures";

export { FIXED_HEADER, FLOATING_CONTROLS } from "../shared/cover-checks";

type Coverage = { checked: number; problems: CoverProblem[] };

/**
 * How many links, buttons and lines of text were checked, and each that has no scroll position
 * where it shows whole in the viewport with none of `covers` over it (empty: content may pass
 * beneath them while scrolling, but nothing stays hidden, the end of the page included). Pass
 * the consent bar's selector in `covers` to include it. Use with reduced motion, so that every
 * position is measured at rest.
 *
 * The page is swept from top to bottom in quarter-viewport steps, one evaluation per position
 * doing all the geometry. What is still covered then (on a short viewport the free band can be
 * narrower than a step, and text may change while the sweep runs) gets the positions focus
 * would scroll it to: its top at the root's scroll-padding-top, its bottom at the
 * scroll-padding-bottom, and centred.
 */
export async function contentCoveredForGood(page: Page, covers: string[]): Promise<Coverage> {
  const visit = async (top: number, reset = false) => {
    await page.evaluate((y) => window.scrollTo({ top: y, behavior: "instant" }), top);
    await afterFrames(page); // the boot script's scroll state (rAF), then its styles
    await page.evaluate(coverStep, { covers, reset });
  };
  const view = () =>
    page.evaluate(() => {
      const root = getComputedStyle(document.documentElement);
      return {
        height: window.innerHeight,
        end: document.documentElement.scrollHeight - window.innerHeight,
        padTop: Number.parseFloat(root.scrollPaddingTop) || 0,
        padBottom: Number.parseFloat(root.scrollPaddingBottom) || 0,
      };
    });
  const step = Math.max(1, Math.floor((await view()).height / 4));
  for (let y = 0, reset = true; ; reset = false) {
    await visit(y, reset);
    const { end } = await view();
    if (y >= end) break;
    y = Math.min(y + step, end);
  }
  const { height, end, padTop, padBottom } = await view();
  const retries = new Set<number>();
  for (const { top, bottom } of (await page.evaluate(coverProblems)).problems) {
    for (const y of [top - padTop, bottom - height + padBottom, (top + bottom - height) / 2])
      retries.add(Math.round(Math.min(Math.max(y, 0), end)));
  }
  for (const y of [...retries].sort((a, b) => a - b)) await visit(y);
  return page.evaluate(coverProblems);
}
