import { questionChatUrl } from "../../src/content/whatsapp";
import { NAV } from "../shared/expectations";
import { expect, test, waitForHydration } from "./fixtures";

test.describe("mobile menu @smoke", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test("the hamburger opens it; an item closes it and goes to its section", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    await expect(page.getByRole("navigation", { name: "Principal" })).toBeHidden();
    const toggle = page.getByRole("button", { name: "Menú de navegación" });
    const menu = page.locator("#menu-movil");
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(menu).toBeHidden();
    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await expect(menu.getByRole("link")).toHaveText(NAV.map(([label]) => label));
    await menu.getByRole("link", { name: "Servicios" }).click();
    await expect(menu).toBeHidden();
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(page).toHaveURL(/#servicios$/);
  });

  test("Escape closes it and gives focus back to the toggle", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    const toggle = page.getByRole("button", { name: "Menú de navegación" });
    await toggle.click();
    await page.locator("#menu-movil").getByRole("link", { name: "Inicio" }).focus();
    await page.keyboard.press("Escape");
    await expect(page.locator("#menu-movil")).toBeHidden();
    await expect(toggle).toBeFocused();
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
  });

  test("tabbing out of it, past its last item, closes it", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    const toggle = page.getByRole("button", { name: "Menú de navegación" });
    const menu = page.locator("#menu-movil");
    await toggle.click();
    const items = menu.getByRole("link");
    await items.last().focus();
    await expect(menu).toBeVisible();
    await page.keyboard.press("Tab");
    await expect(menu).toBeHidden();
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    // Focus went on to the page: not back to the toggle, not lost inside the closed menu.
    await expect(toggle).not.toBeFocused();
    const focusedInMenu = await page.evaluate(() =>
      document.getElementById("menu-movil")?.contains(document.activeElement),
    );
    expect(focusedInMenu).toBe(false);
    await expect(page.locator("main :focus")).toHaveCount(1);
  });

  test("before any JavaScript runs, the menu, its links and the chat button already work", async ({
    browser,
  }) => {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      viewport: { width: 375, height: 740 },
    });
    const page = await context.newPage();
    await page.goto("/");
    await page.getByRole("button", { name: "Menú de navegación" }).click();
    const menu = page.locator("#menu-movil");
    await menu.getByRole("link", { name: "Contacto" }).click();
    await expect(page).toHaveURL(/#contacto$/);
    await expect(page.locator("#contacto")).toBeInViewport();
    const chat = page.getByRole("link", { name: "Chat por WhatsApp", exact: true });
    await expect(chat).toHaveAttribute("href", questionChatUrl.home);
    await expect(chat).toHaveAttribute("target", "_blank");
    await context.close();
  });
});
