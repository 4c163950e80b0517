import { site } from "../../src/config/site";
import { questionChatUrl } from "../../src/content/whatsapp";
import { NAV } from "../shared/expectations";
import { afterFrames, expect, scrollToY, test, waitForHydration } from "./fixtures";

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
    // The header is updated in the frame after a scroll: past two, "false" is its answer.
    await afterFrames(page);
    await afterFrames(page);
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
    questionChatUrl.home,
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
