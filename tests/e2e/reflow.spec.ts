import { labPath } from "~/config/site";
import { shellCopy } from "~/content/shell";
import { expect, scrollToChat, test } from "./fixtures";
import { TEXT_SPACING_CSS, clippedContent, settle, textUnderFixedControls } from "./reflow";

/*
 * WCAG 1.4.10 (reflow at 320 CSS px, a desktop at 400 % zoom) and 1.4.12 (text spacing, here at
 * 375 px): no content cut off, nothing past the viewport's sides. The widths and the spacing
 * values are the criteria's own.
 */
const ROUTES = ["/", labPath];
const CASES = [
  { name: "at 320 px", width: 320, spacing: false },
  { name: "at 375 px with the 1.4.12 text spacing", width: 375, spacing: true },
  { name: "at 320 px with the 1.4.12 text spacing", width: 320, spacing: true },
];

for (const route of ROUTES) {
  for (const { name, width, spacing } of CASES) {
    test(`${route} reflows ${name} without cutting anything off`, async ({ page }) => {
      await page.emulateMedia({ reducedMotion: "reduce" }); // no reveal offsets mid-flight
      await page.setViewportSize({ width, height: 640 });
      await page.goto(route);
      if (spacing) await page.addStyleTag({ content: TEXT_SPACING_CSS });
      await settle(page);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, "sideways scroll").toBeLessThanOrEqual(0);
      // Not an empty page: the check did look at the route's headings.
      await expect(page.getByRole("heading", { level: 2 }).first()).toBeVisible();
      expect(await clippedContent(page)).toEqual([]);
    });
  }

  test(`${route}: at 320 px no floating button covers a line of the first screen`, async ({
    page,
  }) => {
    for (const height of [568, 640, 740]) {
      await page.setViewportSize({ width: 320, height });
      await page.goto(route);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      expect(await textUnderFixedControls(page), `320 × ${height}`).toEqual([]);
    }
    // Not by dropping it: once the visitor scrolls, the chat button is there.
    await scrollToChat(page);
    await expect(
      page.getByRole("link", { name: shellCopy.floating.chat, exact: true }),
    ).toBeVisible();
  });
}
