import { HOME_SECTION_IDS } from "../../src/content/sections";
import { headerClearance } from "../shared/page-checks";
import { expect, test } from "./fixtures";

// Guards the smooth, in-page navigation every menu and CTA relies on. (It also rules out
// layout shortcuts such as content-visibility: auto, which made smooth scrolls land off target.)
for (const width of [375, 1280]) {
  for (const id of HOME_SECTION_IDS.slice(1)) {
    test(`at ${width} px a link to #${id} lands its section right below the header`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto("/");
      // Sections land just below the fixed header, at the clearance app.css gives them.
      const { clearance, headerBottom } = await page.evaluate(headerClearance);
      expect(clearance).toBeGreaterThanOrEqual(headerBottom);
      await page.evaluate((target) => {
        const link = document.createElement("a");
        link.href = `#${target}`;
        document.body.append(link);
        link.click();
      }, id);
      // Within a pixel: sections may start at a fraction of one. A far section takes a long
      // smooth scroll, which a busy machine draws slowly.
      await expect
        .poll(() =>
          page
            .locator(`#${id}`)
            .evaluate(
              (section, at) => Math.abs(section.getBoundingClientRect().top - at),
              clearance,
            ),
        )
        .toBeLessThanOrEqual(1);
    });
  }
}
