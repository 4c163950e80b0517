import { HOME_SECTION_IDS } from "../../src/content/sections";
import { NAV } from "../shared/expectations";
import { settledScrollY } from "../shared/focus-checks";
import { focusedHeading } from "../shared/landing-checks";
import { headerClearance } from "../shared/page-checks";
import { expect, test, waitForHydration } from "./fixtures";

// Choosing a section in the mobile menu moves focus to that section's heading, as the skip link
// moves it to the main content: a screen reader says where the visitor landed (focus left on
// <body> says nothing), and the heading shows below the fixed header.
const TOGGLE = "[aria-controls='menu-movil']";
const SECTIONS = NAV.filter(([, href]) => href.startsWith("#"));

test.use({ viewport: { width: 375, height: 740 } });

for (const [label, href] of SECTIONS) {
  for (const how of ["tap", "Enter"] as const) {
    test(`"${label}" chosen with ${how}: focus is on the heading of ${href}`, async ({ page }) => {
      await page.emulateMedia({ reducedMotion: "reduce" });
      await page.goto("/");
      await waitForHydration(page);
      const item = page.locator("#menu-movil").getByRole("link", { name: label });
      await page.locator(TOGGLE).click();
      if (how === "tap") {
        await item.click();
      } else {
        await item.focus();
        await page.keyboard.press("Enter");
      }
      await expect(page.locator("#menu-movil")).toBeHidden();
      await expect(page).toHaveURL(new RegExp(`${href}$`));
      const headingId = await page.locator(href).getAttribute("aria-labelledby");
      const heading = page.locator(`#${headingId}`);
      const name = (await heading.textContent())?.replace(/\s+/g, " ").trim() ?? "";
      expect(name.length).toBeGreaterThan(0);
      await expect(page.locator(href).getByRole("heading", { name, exact: true })).toBeFocused();
      await page.evaluate(settledScrollY);
      const landed = await page.evaluate(focusedHeading);
      expect(landed).toMatchObject({ heads: href.slice(1), text: name });
      const { headerBottom } = await page.evaluate(headerClearance);
      expect(landed.top, "the heading shows below the fixed header").toBeGreaterThanOrEqual(
        headerBottom,
      );
      await expect(heading).toBeInViewport();
    });
  }
}

// With smooth scrolling on, the heading takes focus while the jump is still on its way: keeping
// that focus in view must not cut the jump short (it left the section's heading at the bottom of
// the screen). The section lands where any link puts it, right below the header (the first one,
// the hero, is the top of the page, which no scroll brings lower).
for (const [label, href] of SECTIONS.filter(([, to]) => to !== `#${HOME_SECTION_IDS[0]}`)) {
  test(`"${label}" chosen with smooth scrolling: ${href} lands right below the header`, async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: "no-preference" });
    await page.goto("/");
    await waitForHydration(page);
    await page.locator(TOGGLE).click();
    await page.locator("#menu-movil").getByRole("link", { name: label }).click();
    const { clearance } = await page.evaluate(headerClearance);
    await expect
      .poll(() =>
        page
          .locator(href)
          .evaluate((section, at) => Math.abs(section.getBoundingClientRect().top - at), clearance),
      )
      .toBeLessThanOrEqual(1);
  });
}
