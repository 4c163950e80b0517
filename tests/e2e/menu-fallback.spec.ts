/**
 * The mobile menu on an engine without the Popover API (Safari < 17, Firefox < 125), simulated
 * in Chromium: the API's methods are deleted and the popover attributes removed as the page is
 * parsed, so neither the browser nor the boot script can use them.
 */
import { NAV } from "../shared/expectations";
import { expect, test, waitForHydration } from "./fixtures";

test.describe("mobile menu without the Popover API", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test.beforeEach(async ({ page }) => {
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    await page.addInitScript(() => {
      for (const name of ["showPopover", "hidePopover", "togglePopover"])
        Reflect.deleteProperty(HTMLElement.prototype, name);
      new MutationObserver((records) => {
        for (const record of records)
          for (const node of record.addedNodes)
            if (node instanceof Element) {
              for (const element of [node, ...node.querySelectorAll("*")]) {
                element.removeAttribute("popover");
                element.removeAttribute("popovertarget");
              }
            }
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto("/");
    await waitForHydration(page);
    await expect(page.locator("#menu-movil")).not.toHaveAttribute("popover");
    expect(errors).toEqual([]);
  });

  test("the toggle opens and closes it, and an item closes it", async ({ page }) => {
    const toggle = page.getByRole("button", { name: "Menú de navegación" });
    const menu = page.locator("#menu-movil");
    await expect(menu).toBeHidden();
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await toggle.click();
    await expect(menu).toBeVisible();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await expect(menu.getByRole("link")).toHaveText(NAV.map(([label]) => label));
    await toggle.click();
    await expect(menu).toBeHidden();
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await toggle.click();
    await menu.getByRole("link", { name: "Servicios" }).click();
    await expect(menu).toBeHidden();
    await expect(page).toHaveURL(/#servicios$/);
  });

  test("Escape closes it and gives focus back to the toggle", async ({ page }) => {
    const toggle = page.getByRole("button", { name: "Menú de navegación" });
    const menu = page.locator("#menu-movil");
    await toggle.click();
    await menu.getByRole("link", { name: "Inicio" }).focus();
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(toggle).toBeFocused();
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
  });
});
