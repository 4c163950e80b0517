import { NAV } from "../shared/expectations";
import { focusedBox, focusedSectionId, settledScrollY } from "../shared/focus-checks";
import { expect, test, waitForHydration } from "./fixtures";

// The mobile menu with a keyboard (docs/requirements.md, "Header and navigation"; WCAG 1.4.10,
// 2.4.3, 2.4.11): at 200 % and 400 % zoom of a 1280×800 screen and on a landscape phone every
// item can be reached and shows whole when focused; a section chosen keeps focus there.
const ZOOMED_AND_LANDSCAPE = [
  { width: 320, height: 200 },
  { width: 640, height: 400 },
  { width: 812, height: 375 },
];
const TOGGLE = "[aria-controls='menu-movil']";

for (const viewport of ZOOMED_AND_LANDSCAPE) {
  test.describe(`at ${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport });

    test("Tab reaches every item of the open menu, each whole in view when focused", async ({
      page,
    }) => {
      await page.goto("/");
      await waitForHydration(page);
      await page.locator(TOGGLE).focus();
      await page.keyboard.press("Enter");
      const menu = page.locator("#menu-movil");
      await expect(menu).toBeVisible();
      const seen: string[] = [];
      for (const [label] of NAV) {
        await page.keyboard.press("Tab");
        await expect(menu.getByRole("link", { name: label })).toBeFocused();
        // The page keeps a focused item whole in the frame after it takes focus: read it after.
        await page.evaluate(settledScrollY);
        const box = await page.evaluate(focusedBox, []);
        expect(box?.problems, `${label} at ${box?.top}–${box?.bottom}`).toEqual([]);
        seen.push(box?.label ?? "");
      }
      expect(seen).toEqual(NAV.map(([name]) => name));
    });

    test("the panel scrolls to its last item with the wheel, the page stays put", async ({
      page,
    }) => {
      await page.goto("/");
      await waitForHydration(page);
      await page.locator(TOGGLE).click();
      const menu = page.locator("#menu-movil");
      const last = menu.getByRole("link").last();
      const box = await menu.boundingBox();
      if (!box) throw new Error("the open menu has no box");
      await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
      for (let turn = 0; turn < 10; turn++) {
        await page.mouse.wheel(0, 200);
        if (await last.evaluate((link) => link.getBoundingClientRect().bottom <= innerHeight))
          break;
      }
      await expect(last).toBeInViewport({ ratio: 1 });
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
    });
  });
}

test.describe("choosing a section from the mobile menu", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  for (const [label, href] of NAV.filter(([name]) => ["Servicios", "Contacto"].includes(name))) {
    test(`Enter on "${label}": the next Tab lands inside that section`, async ({ page }) => {
      await page.goto("/");
      await waitForHydration(page);
      await page.locator(TOGGLE).focus();
      await page.keyboard.press("Enter");
      const link = page.locator("#menu-movil").getByRole("link", { name: label });
      for (let tabs = 0; tabs < NAV.length; tabs++) {
        await page.keyboard.press("Tab");
        if (await link.evaluate((element) => element === document.activeElement)) break;
      }
      await expect(link).toBeFocused();
      await page.keyboard.press("Enter");
      await expect(page.locator("#menu-movil")).toBeHidden();
      await expect(page).toHaveURL(new RegExp(`${href}$`));
      const landed = await page.evaluate(settledScrollY);
      await expect(page.locator(TOGGLE)).not.toBeFocused();
      await page.keyboard.press("Tab");
      expect(await page.evaluate(focusedSectionId)).toBe(href.slice(1));
      // Focus went on from there: the page did not jump back up to the hero.
      expect(await page.evaluate(settledScrollY)).toBeGreaterThanOrEqual(landed);
      expect((await page.evaluate(focusedBox, []))?.problems).toEqual([]);
    });
  }
});
