import { site } from "../../app/config/site";
import { expect, scrollToY, test, waitForHydration } from "./fixtures";

/** The spec's navigation, in its order; the portal's address is configuration. */
const NAV = [
  ["Inicio", "#inicio"],
  ["Nosotros", "#nosotros"],
  ["Servicios", "#servicios"],
  ["Experiencia", "#sectores"],
  ["Tecnologías", "#tecnologias"],
  ["Contacto", "#contacto"],
  ["Acceso Clientes", site.portalUrl],
] as const;

test.describe("desktop header", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("logo and nav items in the spec's order, with their anchors", async ({ page }) => {
    await page.goto("/");
    const header = page.getByRole("banner");
    await expect(header.getByRole("link", { name: site.companyName })).toHaveAttribute(
      "href",
      "#inicio",
    );
    const links = header.getByRole("navigation", { name: "Principal" }).getByRole("link");
    await expect(links).toHaveText(NAV.map(([label]) => label));
    for (const [index, [, href]] of NAV.entries())
      await expect(links.nth(index)).toHaveAttribute("href", href);
    for (const [, href] of NAV.slice(0, -1)) await expect(page.locator(href)).toHaveCount(1);
  });

  test("Acceso Clientes opens the portal in a new tab, safely", async ({ page }) => {
    await page.goto("/");
    const portal = page
      .getByRole("navigation", { name: "Principal" })
      .getByRole("link", { name: "Acceso Clientes" });
    await expect(portal).toHaveAttribute("target", "_blank");
    await expect(portal).toHaveAttribute("rel", "noopener noreferrer");
    await expect(portal).toHaveAccessibleDescription("(se abre en una pestaña nueva)");
    await expect(portal).not.toHaveAttribute("aria-current", /.+/);
  });

  test("transparent at 0 and 10 px, opaque past 20 px", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    const header = page.getByRole("banner");
    await expect(header).toHaveAttribute("data-scrolled", "false");
    await expect(header).toHaveCSS("background-color", "rgba(0, 0, 0, 0)");
    await scrollToY(page, 10);
    await page.waitForTimeout(100);
    await expect(header).toHaveAttribute("data-scrolled", "false");
    await scrollToY(page, 40);
    await expect(header).toHaveAttribute("data-scrolled", "true");
    await expect(header).toHaveCSS("backdrop-filter", /blur/);
    await expect(header).not.toHaveCSS("box-shadow", "none");
    await scrollToY(page, 0);
    await expect(header).toHaveAttribute("data-scrolled", "false");
  });

  test("the link of the section in view is marked current while scrolling", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    const nav = page.getByRole("navigation", { name: "Principal" });
    const current = nav.locator("[aria-current]");
    await expect(current).toHaveText("Inicio");
    for (const [label, href] of NAV.slice(1, -1)) {
      const top = await page
        .locator(href)
        .evaluate((el) => el.getBoundingClientRect().top + window.scrollY);
      await scrollToY(page, top - 50);
      await expect(current).toHaveText(label);
      await expect(current).toHaveAttribute("aria-current", "location");
    }
    // Just above the 100 px offset the previous section is still current.
    const servicesTop = await page
      .locator("#servicios")
      .evaluate((el) => el.getBoundingClientRect().top + window.scrollY);
    await scrollToY(page, servicesTop - 101);
    await expect(current).toHaveText("Nosotros");
  });
});

test.describe("mobile menu", () => {
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
    await expect(chat).toHaveAttribute("href", `https://wa.me/${site.phoneDigits}`);
    await expect(chat).toHaveAttribute("target", "_blank");
    await context.close();
  });
});

test("footer: columns, links, social icons, copyright with the current year", async ({ page }) => {
  await page.goto("/");
  const footer = page.getByRole("contentinfo");
  await expect(
    footer.getByRole("navigation", { name: "Enlaces Rápidos" }).getByRole("link"),
  ).toHaveText(["Inicio", "Nosotros", "Servicios", "Tecnologías", "Contacto"]);
  await expect(footer.getByRole("link", { name: "Tecnologías" })).toHaveAttribute(
    "href",
    "#tecnologias",
  );
  const services = footer.getByRole("navigation", { name: "Nuestros Servicios" }).getByRole("link");
  await expect(services).toHaveCount(4);
  for (const index of [0, 1, 2])
    await expect(services.nth(index)).toHaveAttribute("href", "#servicios");
  await expect(services.last()).toHaveText("Consultoría");
  await expect(services.last()).toHaveAttribute("href", "#contacto");
  await expect(footer.getByRole("link", { name: site.email })).toHaveAttribute(
    "href",
    `mailto:${site.email}`,
  );
  await expect(footer.getByRole("link", { name: site.phoneDisplay })).toHaveAttribute(
    "href",
    `https://wa.me/${site.phoneDigits}`,
  );
  await expect(footer.getByText("Síguenos en:")).toBeVisible();
  for (const [name, href] of [
    ["Facebook", site.facebookUrl],
    ["Instagram", site.instagramUrl],
    ["LinkedIn", site.linkedinUrl],
  ] as const) {
    const link = footer.getByRole("link", { name, exact: true });
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("href", href);
  }
  const year = new Date().getFullYear();
  // The spec's copyright line, with the company name from the configuration.
  await expect(footer).toContainText(
    `© ${year} ${site.companyName}. Todos los derechos reservados.`,
  );
  await expect(footer).toContainText("Hecho con ♥ en Colombia");
});
