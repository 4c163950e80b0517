import { heroStats } from "../../src/content/figures";
import { heroAudience } from "../../src/content/hero-audience";
import { escapeRegExp, expect, test, waitForHydration } from "./fixtures";
import {
  activeTaskIndex,
  AUTOMATED,
  countersOf,
  efficiency,
  expectFinals,
  MANUAL,
  TASKS,
  terminalOf,
} from "./hero-dashboard";

test.describe("#inicio", () => {
  test("badge, headline, tagline, calls to action, stats and scroll hint", async ({ page }) => {
    await page.goto("/");
    const hero = page.locator("section#inicio");
    await expect(hero).toHaveAttribute("aria-labelledby", "inicio-titulo");
    // Badge, headline, buttons and stats are the spec's own words; the tagline is content.
    await expect(hero.getByText("Innovación • Automatización • Crecimiento")).toBeVisible();
    await expect(hero.getByRole("heading", { level: 1 })).toHaveText(
      "Transformamos tu negocio, optimizamos tu futuro",
    );
    await expect(hero.getByText(heroAudience.tagline, { exact: true })).toBeVisible();
    await expect(hero.getByRole("link", { name: "Comenzar Ahora" })).toHaveAttribute(
      "href",
      "#contacto",
    );
    await expect(hero.getByRole("link", { name: "Ver Soluciones" })).toHaveAttribute(
      "href",
      "#servicios",
    );
    await expect(
      hero.getByRole("list", { name: "Nuestros resultados" }).getByRole("listitem"),
    ).toHaveText(
      // Each figure, its label and then its source's marker (figures.spec.ts follows it).
      heroStats.map(({ number, label }) => new RegExp(`^${escapeRegExp(`${number} ${label}`)}i$`)),
    );

    await hero.getByRole("link", { name: "Descubre más" }).click();
    await expect(page).toHaveURL(/#nosotros$/);
    await expect(page.getByRole("heading", { name: "¿Quiénes somos?" })).toBeInViewport();
  });

  for (const width of [375, 1280]) {
    test(`laboratories find their own path to the lab page on the first screen at ${width} px`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto("/");
      const path = page.locator("section#inicio").getByRole("link", {
        name: heroAudience.labPath.label,
      });
      await expect(path).toHaveAttribute("href", heroAudience.labPath.href);
      await expect(path).toBeInViewport({ ratio: 1 });
      await path.click();
      await expect(page).toHaveURL(new RegExp(`${heroAudience.labPath.href}$`));
    });

    test(`the fixed header covers nothing of the hero at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto("/");
      const header = await page.getByRole("banner").boundingBox();
      const badge = await page.getByText("Innovación • Automatización • Crecimiento").boundingBox();
      expect(header && badge && badge.y).toBeGreaterThanOrEqual(
        (header?.y ?? 0) + (header?.height ?? 0),
      );
    });
  }

  test("the terminal turns automated after about 3 s; the efficiency follows the highlight @smoke", async ({
    page,
  }) => {
    const loadedAt = Date.now();
    await page.goto("/");
    const terminal = terminalOf(page);
    await expect(terminal).toContainText("✓ Transformación completada - ROI +300%");
    await expect(terminal.getByText(MANUAL)).toBeVisible();
    await expect(terminal.getByText(AUTOMATED)).toHaveCount(0);

    await waitForHydration(page);
    await expect(terminal.getByText(AUTOMATED)).toBeVisible();
    expect(Date.now() - loadedAt).toBeGreaterThanOrEqual(3000);
    await expect(terminal.getByText(MANUAL)).toHaveCSS("text-decoration-line", "line-through");

    // One task is highlighted at a time and the efficiency is 65 + 7 × its index.
    await expect(terminal.locator("[data-active]")).toHaveCount(1);
    const first = await activeTaskIndex(terminal);
    expect(first).toBeGreaterThanOrEqual(0);
    await expect(terminal).toContainText(efficiency(first));
    const next = (first + 1) % TASKS.length;
    const nextTask = TASKS[next] ?? TASKS[0];
    await expect(terminal.locator("[data-active]")).toContainText(nextTask);
    await expect(terminal).toContainText(efficiency(next));
    await expect(terminal.locator("[data-active]")).toHaveCount(1);
  });
});

test("with JavaScript off the hero and the dashboard are complete", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/");
  const terminal = terminalOf(page);
  await expect(terminal.getByText(MANUAL)).toBeVisible();
  await expect(terminal.locator("[data-active]")).toContainText(TASKS[0]);
  await expect(terminal).toContainText(efficiency(0));
  await expect(terminal).toContainText("✓ Transformación completada - ROI +300%");
  const counters = countersOf(page);
  await counters.scrollIntoViewIfNeeded();
  await expect(counters).toBeVisible();
  await expectFinals(counters);
  await expect(page.getByText("Deploy Pipeline")).toBeVisible();
  await context.close();
});
