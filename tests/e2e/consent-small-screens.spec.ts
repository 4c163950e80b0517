import type { Page } from "@playwright/test";
import { CONSENT_BAR_SELECTOR } from "~/islands/page-hooks";
import { labPath } from "~/config/site";
import { consentCopy } from "~/content/consent";
import { mainNav } from "~/content/navigation";
import { coveredByBarOrHeader, focusedBox, settledScrollY } from "../shared/focus-checks";
import { consentBar, consentBarReady } from "./consent-choice";
import { afterFrames, expect, test } from "./fixtures";
import { serveWithGoogleTag } from "./google-tag";
import { SMALL_SCREENS as CASES } from "./reflow";

/*
 * The consent bar on the screens where it once covered everything (WCAG 2.4.11, 1.4.10, 1.4.12):
 * 400 % zoom (320 × 256), a shorter one (320 × 200), a phone with its text at 200 % and the
 * 1.4.12 text spacing at 320 and 375 px. On each the bar is there from the first paint, its three
 * answers whole (they wrap, never run off the screen), and whatever takes focus stays whole in
 * view between the bar and the header.
 */
/** Tab stops walked past the bar: the header, the first screen and well into the page. */
const STOPS = 40;

async function openWithBar(page: Page, route: string, { viewport, css }: (typeof CASES)[number]) {
  await page.setViewportSize(viewport);
  await serveWithGoogleTag(page, { ads: true });
  await page.goto(route);
  await consentBarReady(page);
  if (css) await page.addStyleTag({ content: css });
  await page.evaluate(() => document.fonts.ready);
  await afterFrames(page);
}

for (const testCase of CASES) {
  test(`${testCase.name}: the bar's three answers are whole and reachable`, async ({ page }) => {
    await openWithBar(page, "/", testCase);
    for (const name of [consentCopy.rejectAll, consentCopy.choose, consentCopy.acceptAll]) {
      const answer = consentBar(page).getByRole("button", { name });
      await answer.focus();
      const fit = await answer.evaluate((button) => {
        const box = button.getBoundingClientRect();
        return {
          inside: box.left >= -0.5 && box.right <= window.innerWidth + 0.5,
          whole: button.scrollWidth <= button.clientWidth + 1,
        };
      });
      expect(fit, name).toEqual({ inside: true, whole: true });
      const box = await page.evaluate(focusedBox, []);
      expect(box?.problems, name).toEqual([]);
    }
  });

  for (const route of ["/", labPath]) {
    test(`${testCase.name}: ${route} keeps each focused element in view between header and bar`, async ({
      page,
    }) => {
      test.slow();
      await openWithBar(page, route, testCase);
      const hidden: string[] = [];
      for (let stop = 0; stop < STOPS; stop++) {
        await page.keyboard.press("Tab");
        // Once the focus scroll, and the bar's correction a frame after it, have come to rest.
        await page.evaluate(settledScrollY);
        const problem = await page.evaluate(coveredByBarOrHeader, CONSENT_BAR_SELECTOR);
        if (problem) hidden.push(problem);
      }
      expect(hidden).toEqual([]);
    });
  }
}

test("at 320 × 256 a section chosen from the menu lands in view, its heading not under the bar", async ({
  page,
}) => {
  await openWithBar(page, "/", CASES[0]);
  await page.locator("[aria-controls='menu-movil']").click();
  const item = mainNav.find((link) => link.href === "#servicios");
  await page
    .locator("#menu-movil")
    .getByRole("link", { name: item?.label ?? "" })
    .click();
  await expect(page.locator("#servicios h2")).toBeFocused();
  await expect.poll(() => page.evaluate(coveredByBarOrHeader, CONSENT_BAR_SELECTOR)).toBeNull();
});
