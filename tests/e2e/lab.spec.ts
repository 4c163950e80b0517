import { SPRITE_ICONS } from "../shared/expectations";
import AxeBuilder from "@axe-core/playwright";
import { labPath as LAB, site } from "../../src/config/site";
import {
  labCustomDevelopment,
  labDashboard,
  labFeatures,
  labPhases,
  labTypes,
  labTypesHeading,
} from "../../src/content/lab";
import { expect, scrollToY, test } from "./fixtures";

test("the fixed top bar links home and to the contact section", async ({ page }) => {
  await page.goto(LAB);
  const header = page.getByRole("banner");
  await expect(header.getByRole("link", { name: "Volver al inicio" })).toHaveAttribute("href", "/");
  const cta = header.getByRole("link", { name: "Solicitar Demo", exact: true });
  await expect(cta).toHaveAttribute("href", "#contacto");
  await expect(header).toHaveCSS("position", "fixed");
  await scrollToY(page, 3000);
  await expect(header).toBeInViewport();
  await expect.poll(async () => (await header.boundingBox())?.y).toBe(0);
  await cta.click();
  await expect(page).toHaveURL(/#contacto$/);
  await expect(page.locator("#contacto-titulo")).toBeInViewport();
});

test("hero: names the product, links to the demo and the phases, shows the dashboard", async ({
  page,
}) => {
  await page.goto(LAB);
  await expect(page.getByRole("heading", { level: 1 })).toContainText(site.labProductName);
  const main = page.getByRole("main");
  await expect(main.getByRole("link", { name: "Solicitar Demo Gratuita" })).toHaveAttribute(
    "href",
    "#contacto",
  );
  const phasesLink = main.getByRole("link", { name: "Ver Fases del Sistema" });
  await expect(phasesLink).toHaveAttribute("href", "#fases");
  for (const id of ["#fases", "#features", "#contacto"])
    await expect(page.locator(id)).toHaveCount(1);

  const dashboard = main.getByRole("img", { name: labDashboard.label });
  // The spec names the dashboard's four figures.
  for (const label of ["Órdenes", "Análisis", "Resultados", "Entrega"])
    await expect(dashboard).toContainText(label);

  await phasesLink.click();
  await expect(page).toHaveURL(/#fases$/);
  await expect(page.getByRole("heading", { name: labPhases[0].title })).toBeInViewport();
});

test("#fases: each of the three phases lists all its modules", async ({ page }) => {
  await page.goto(LAB);
  const phases = page.locator("#fases").getByRole("article");
  await expect(phases).toHaveCount(3); // the spec's three phases
  for (const { title, modules } of labPhases) {
    const phase = page.getByRole("article", { name: title, exact: true });
    await expect(phase.getByRole("heading", { level: 3 })).toHaveText(title);
    await expect(
      phase.getByRole("list", { name: `Módulos: ${title}` }).getByRole("listitem"),
    ).toHaveText([...modules]);
  }
});

test("#features: the feature cards, each with its icon, title and description", async ({
  page,
}) => {
  await page.goto(LAB);
  const cards = page.locator("#features").getByRole("listitem");
  await expect(cards).toHaveCount(labFeatures.length); // the spec asks for nine
  for (const [index, feature] of labFeatures.entries()) {
    const card = cards.nth(index);
    await expect(card.getByRole("heading", { level: 3 })).toHaveText(feature.title);
    await expect(card.locator("p").first()).toHaveText(feature.description);
    // Its icon tile (the analyzers card adds nothing more with an icon).
    await expect(card.locator(SPRITE_ICONS).and(page.locator("[aria-hidden='true']"))).toHaveCount(
      1,
    );
  }
});

test("laboratory types: private clinical, hospital and veterinary", async ({ page }) => {
  await page.goto(LAB);
  const section = page.getByRole("region", { name: labTypesHeading.title });
  await expect(section.getByRole("heading", { level: 3 })).toHaveText(
    labTypes.map((type) => type.name),
  );
  for (const type of labTypes) {
    const card = section.getByRole("listitem").filter({ hasText: type.name });
    for (const highlight of type.highlights) await expect(card).toContainText(highlight);
  }
});

test("custom development: a short section with a text link to contact", async ({ page }) => {
  await page.goto(LAB);
  const section = page.locator("#desarrollo-a-medida");
  await expect(section.getByRole("heading", { level: 2 })).toHaveText(labCustomDevelopment.title);
  await expect(section).toContainText(labCustomDevelopment.intro);
  const link = section.getByRole("link", { name: labCustomDevelopment.cta });
  await expect(link).toHaveAttribute("href", "#contacto");
  await expect(link).not.toHaveClass(/\bbtn\b/); // a text link, not a button
  await expect(section.getByRole("link")).toHaveCount(1);
});

test("the sample panel claims no live data next to its label, and fits a 320 px phone", async ({
  page,
}) => {
  await page.setViewportSize({ width: 320, height: 800 });
  await page.goto(LAB);
  const panel = page.getByRole("main").getByRole("img", { name: labDashboard.label });
  await expect(panel).toContainText(labDashboard.badge);
  // The spec's words for a live state stay on the home dashboard only, never beside a sample.
  await expect(panel).not.toContainText(/en línea|en tiempo real/i);
  const cut = await panel.locator("*").evaluateAll(
    (elements) =>
      elements.filter((element) => {
        const style = getComputedStyle(element);
        return (
          style.display !== "none" &&
          (style.textOverflow === "ellipsis" || element.scrollWidth > element.clientWidth + 1)
        );
      }).length,
  );
  expect(cut).toBe(0);
});

test("the footer links to the legal pages and home", async ({ page }) => {
  await page.goto(LAB);
  // The page links (the footer's contact notice links the policy too).
  const footer = page.getByRole("contentinfo").getByRole("navigation");
  await expect(footer.getByRole("link", { name: "Política de Privacidad" })).toHaveAttribute(
    "href",
    "/privacy-policy",
  );
  await expect(footer.getByRole("link", { name: "Términos y Condiciones" })).toHaveAttribute(
    "href",
    "/terms-of-service",
  );
  await expect(footer.getByRole("link", { name: "Inicio", exact: true })).toHaveAttribute(
    "href",
    "/",
  );
});

for (const width of [360, 768, 1440]) {
  test(`no horizontal scroll at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(LAB);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBe(0);
  });
}

test("no axe violations with every section shown and every answer open", async ({ page }) => {
  // Reduced motion leaves nothing waiting for the scroll reveal, so axe checks every colour.
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.goto(LAB);
  await page.locator("details").evaluateAll((items) => {
    for (const item of items) item.setAttribute("open", "");
  });
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"])
    .analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.length}`)).toEqual([]);
});
