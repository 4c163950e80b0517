import { SPRITE_ICONS } from "../shared/expectations";
import { site } from "../../src/config/site";
import { portfolioItems } from "../../src/content/portfolio";
import { experienceStats } from "../../src/content/figures";
import { sectors, sectorsSection } from "../../src/content/sectors";
import { services, servicesSection } from "../../src/content/services";
import { allTechnologies, technologyGroups } from "../../src/content/technologies";
import { phraseText } from "../../src/lib/phrase";
import { endingWith, expect, scrollIntoSection, test } from "./fixtures";

/** Technologies shown with a logo file; the others carry a text monogram. */
const withLogo = (techs: readonly { logo?: string }[]) => techs.filter((tech) => tech.logo).length;

test.describe("#servicios", () => {
  const labService = services.find((service) => service.linkType === "page");

  test("the cards with title, description, features, link and staggered reveal", async ({
    page,
  }) => {
    await page.goto("/");
    const section = page.locator("#servicios");
    await expect(section.getByRole("heading", { level: 2 })).toHaveText(servicesSection.title);
    const cards = section.locator("article");
    await expect(cards).toHaveCount(services.length);
    for (const [index, service] of services.entries()) {
      const card = cards.nth(index);
      await expect(card.getByRole("heading", { level: 3 })).toHaveText(service.title);
      await expect(card).toContainText(service.description);
      await expect(card.getByRole("listitem")).toHaveText(service.features.map(phraseText));
      const link = card.getByRole("link", { name: `Conocer más sobre ${service.title}` });
      await expect(link).toHaveAttribute("href", service.linkTarget);
      await expect(link).not.toHaveAttribute("target", /.+/);
      await expect(card).toHaveAttribute("data-reveal");
      await expect(card).toHaveCSS("transition-delay", `${index * 0.1}s`); // spec: 100 ms stagger
    }
    const cta = section.getByRole("link", { name: "Solicitar Consulta Gratuita" });
    await expect(cta).toHaveAttribute("href", "#contacto");
    await expect(page.locator("#contacto")).toHaveCount(1);
  });

  test("a 'contact' card scrolls to #contacto", async ({ page }) => {
    await page.goto("/");
    const contactService = services.find((service) => service.linkType === "contact");
    await page
      .getByRole("link", { name: `Conocer más sobre ${contactService?.title ?? "(none)"}` })
      .click();
    await expect(page).toHaveURL(/#contacto$/);
    await expect(page.locator("#contacto-titulo")).toBeInViewport();
  });

  test("the 'page' card opens the lab route at the top", async ({ page }) => {
    await page.goto("/");
    await scrollIntoSection(page, "servicios");
    const target = labService?.linkTarget ?? "(none)";
    await page.getByRole("link", { name: `Conocer más sobre ${labService?.title ?? ""}` }).click();
    await page.waitForURL(`**${target}`);
    expect(new URL(page.url()).pathname).toBe(target);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await expect(page.getByRole("heading", { level: 1 })).toContainText(site.labProductName);
  });
});

test.describe("#sectores", () => {
  test("the sectors, the solution types with categories and the four figures", async ({ page }) => {
    await page.goto("/");
    const section = page.locator("#sectores");
    await expect(section.getByRole("heading", { level: 2 })).toHaveText(sectorsSection.title);
    // Each list follows its heading (the proof's lists come first, when the company gives them).
    const listAfter = (title: string) =>
      section.getByRole("heading", { name: title, exact: true }).locator("xpath=following::ul[1]");
    const sectorList = listAfter(sectorsSection.sectorsTitle);
    await expect(sectorList.getByRole("listitem")).toHaveText(sectors.map((sector) => sector.name));
    await expect(
      sectorList.locator(SPRITE_ICONS).and(page.locator("[aria-hidden='true']")),
    ).toHaveCount(sectors.length);

    const items = listAfter(sectorsSection.portfolioTitle).getByRole("listitem");
    await expect(items).toHaveCount(portfolioItems.length);
    for (const [index, item] of portfolioItems.entries()) {
      const { name } = item;
      const category = phraseText(item.category);
      await expect(items.nth(index)).toContainText(name);
      await expect(items.nth(index).locator("[data-category]")).toHaveText(category);
      await expect(items.nth(index)).toContainText(`${sectorsSection.categoryLabel}: ${category}`);
    }

    await expect(section.getByRole("heading", { name: sectorsSection.statsTitle })).toBeVisible();
    const stats = section.locator("[data-stat]");
    await expect(stats).toHaveCount(experienceStats.length);
    for (const [index, { number, label }] of experienceStats.entries()) {
      await expect(stats.nth(index).locator("dd")).toHaveText(number);
      await expect(stats.nth(index).locator("dt")).toContainText(label);
    }
  });
});

test.describe("#tecnologias", () => {
  const LOGOS = withLogo(allTechnologies);

  test("the category cards with real logos and names, and the CTA", async ({ page }) => {
    await page.goto("/");
    const section = page.locator("#tecnologias");
    await expect(section.locator("article")).toHaveCount(technologyGroups.length);
    for (const { title, techs } of technologyGroups) {
      const card = section.locator("article", {
        has: page.getByRole("heading", { name: phraseText(title) }),
      });
      await expect(card.getByRole("listitem")).toHaveText(
        techs.map((tech) => endingWith(tech.name)),
      );
    }
    const logos = section.locator("article img");
    await expect(logos).toHaveCount(LOGOS); // the others (Power BI) show a text monogram
    for (const logo of await logos.all()) {
      await expect(logo).toHaveAttribute("alt", ""); // the name is written beside it
      await expect(logo).toHaveAttribute("width", "32");
      await expect(logo).toHaveAttribute("height", "32");
      await expect(logo).toHaveAttribute("loading", "lazy");
      await expect(logo).toHaveAttribute("decoding", "async");
      await expect(logo).toHaveAttribute("src", /^\/assets\/.+\.svg$/);
    }
    await scrollIntoSection(page, "tecnologias");
    await logos.last().scrollIntoViewIfNeeded();
    await expect
      .poll(() =>
        logos.evaluateAll(
          (all) => all.filter((img) => (img as HTMLImageElement).naturalWidth > 0).length,
        ),
      )
      .toBe(LOGOS);
    await expect(section.getByRole("link", { name: "Consultar Tecnología" })).toHaveAttribute(
      "href",
      "#contacto",
    );
  });
});
