import type { Locator, Page } from "@playwright/test";
import { about, aboutValues } from "../../app/content/about";
import { hero as heroCopy, heroStats, heroTerminal } from "../../app/content/hero";
import { IDLE_TIMEOUT_MS } from "../../app/islands/settle";
import { escapeRegExp, expect, test, waitForHydration } from "./fixtures";

/** The six tasks the rotating highlight walks through (one per position of the spec's index). */
const TASKS = heroTerminal.tasks;
const { manual: MANUAL, automated: AUTOMATED } = heroTerminal;

/** Dashboard caps in Colombian format (docs/requirements.md, "Dashboard counters"). */
const FINALS = {
  "Tareas completadas": "247",
  "Proyectos activos": "12",
  "Commits este mes": "1.850",
  "Uptime sistemas": "99,8 %",
} as const;
type CounterLabel = keyof typeof FINALS;

const terminalOf = (page: Page) => page.getByRole("img", { name: heroTerminal.label });
const countersOf = (page: Page) => page.locator("dl", { hasText: "Tareas completadas" });
/** The visible (animated, aria-hidden) digits of one counter. */
const shown = (counters: Locator, label: CounterLabel) =>
  counters.locator("div", { hasText: label }).locator("dd > [aria-hidden='true']");
/** What screen readers get for one counter. */
const spoken = (counters: Locator, label: CounterLabel) =>
  counters.locator("div", { hasText: label }).locator("dd > .sr-only");
/** The spec's efficiency figure: 65 + 7 × the highlighted index, in percent. */
const efficiency = (index: number) =>
  new RegExp(`${escapeRegExp(heroTerminal.efficiencyKey)}: ${65 + 7 * index}\\s%`);

async function expectFinals(counters: Locator) {
  for (const [label, value] of Object.entries(FINALS)) {
    await expect(shown(counters, label as CounterLabel)).toHaveText(value);
  }
}

async function activeTaskIndex(terminal: Locator): Promise<number> {
  const text = (await terminal.locator("[data-active]").textContent()) ?? "";
  return TASKS.findIndex((task) => text.includes(task));
}

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
    await expect(hero.getByText(heroCopy.tagline, { exact: true })).toBeVisible();
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
    ).toHaveText(heroStats.map((stat) => `${stat.number} ${stat.label}`));

    await hero.getByRole("link", { name: "Descubre más" }).click();
    await expect(page).toHaveURL(/#nosotros$/);
    await expect(page.getByRole("heading", { name: "¿Quiénes somos?" })).toBeInViewport();
  });

  for (const width of [375, 1280]) {
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

  test("the terminal turns automated after about 3 s; the efficiency follows the highlight", async ({
    page,
  }) => {
    const loadedAt = Date.now();
    await page.goto("/");
    const terminal = terminalOf(page);
    await expect(terminal).toContainText("✓ Transformación completada - ROI +300%");
    await expect(terminal.getByText(MANUAL)).toBeVisible();
    await expect(terminal.getByText(AUTOMATED)).toHaveCount(0);

    await waitForHydration(page);
    await expect(terminal.getByText(AUTOMATED)).toBeVisible({ timeout: 10_000 });
    expect(Date.now() - loadedAt).toBeGreaterThanOrEqual(3000);
    await expect(terminal.getByText(MANUAL)).toHaveCSS("text-decoration-line", "line-through");

    // One task is highlighted at a time and the efficiency is 65 + 7 × its index.
    await expect(terminal.locator("[data-active]")).toHaveCount(1);
    const first = await activeTaskIndex(terminal);
    expect(first).toBeGreaterThanOrEqual(0);
    await expect(terminal).toContainText(efficiency(first));
    const next = (first + 1) % TASKS.length;
    const nextTask = TASKS[next] ?? TASKS[0];
    await expect(terminal.locator("[data-active]")).toContainText(nextTask, { timeout: 4000 });
    await expect(terminal).toContainText(efficiency(next));
    await expect(terminal.locator("[data-active]")).toHaveCount(1);
  });
});

test.describe("#nosotros", () => {
  test("heading, paragraphs, values, dashboard frame and feature cards", async ({ page }) => {
    await page.goto("/");
    const section = page.locator("section#nosotros");
    await expect(section.getByRole("heading", { level: 2 })).toHaveText(about.title);
    expect(about.paragraphs.length).toBeGreaterThan(0);
    for (const paragraph of about.paragraphs)
      await expect(section.getByText(paragraph, { exact: true })).toBeVisible();
    await expect(
      section
        .getByRole("heading", { level: 4 })
        .filter({ hasNotText: /^(Pendiente|En Proceso|Completado)$/ }),
    ).toHaveText(aboutValues.map((value) => value.title));
    // The dashboard card and the feature cards carry the spec's own labels.
    await expect(section.getByRole("heading", { name: "Dashboard" })).toBeVisible();
    await expect(section.getByText("Estado del equipo en tiempo real")).toBeVisible();
    await expect(section.getByText("En línea", { exact: true })).toBeVisible();
    for (const title of ["Metodologías Ágiles", "Equipo Experto", "Escalabilidad"]) {
      await expect(section.getByRole("heading", { level: 3, name: title })).toBeVisible();
    }
  });

  test("the sprint board is the spec's table and has nothing to interact with", async ({
    page,
  }) => {
    await page.goto("/");
    const board = page
      .getByRole("heading", { level: 3, name: "Sprint Actual - Desarrollo en Curso" })
      .locator("..");
    await board.scrollIntoViewIfNeeded();
    await expect(board.getByRole("heading", { level: 4 })).toHaveText([
      "Pendiente",
      "En Proceso",
      "Completado",
    ]);
    const columns = board.getByRole("list");
    await expect(columns).toHaveCount(3);
    await expect(columns.nth(0).getByRole("listitem")).toHaveText([/^Diseño UI\/UX\s*2 días$/]);
    await expect(columns.nth(1).getByRole("listitem")).toHaveText([
      /^API Development\s*5 días$/,
      /^Testing QA\s*3 días$/,
    ]);
    await expect(columns.nth(2).getByRole("listitem")).toHaveText([
      "Database Setup",
      "Deploy Pipeline",
    ]);
    await expect(board.locator("a, button, input, [tabindex]")).toHaveCount(0);
  });

  test("the counters run from 0 to their caps once the dashboard is in view", async ({ page }) => {
    const start = new Date("2026-03-02T09:00:00-05:00").getTime();
    await page.clock.install({ time: start });
    await page.goto("/");
    // Time stands still from here on; it moves only when the test says so.
    await page.clock.pauseAt(start + 60_000);
    const counters = countersOf(page);
    await expectFinals(counters); // the prerendered figures
    await counters.scrollIntoViewIfNeeded();
    // Under the paused clock, idle time comes only when the test gives it: once for the page to
    // settle, and once more for the islands runtime that an island in view then asks for.
    await expect(async () => {
      await page.clock.runFor(IDLE_TIMEOUT_MS);
      await expect(shown(counters, "Commits este mes")).toHaveText("0", { timeout: 500 });
    }).toPass({ timeout: 15_000 });
    await expect(shown(counters, "Commits este mes")).toHaveText("0", { timeout: 10_000 });
    await expect(shown(counters, "Uptime sistemas")).toHaveText("0,0 %");

    await page.clock.runFor(150);
    await expect(shown(counters, "Tareas completadas")).toHaveText("3");
    await expect(shown(counters, "Proyectos activos")).toHaveText("1");
    await expect(shown(counters, "Commits este mes")).toHaveText("25");
    await expect(shown(counters, "Uptime sistemas")).toHaveText("0,1 %");
    // Screen readers get the final figure, not every tick.
    await expect(spoken(counters, "Commits este mes")).toHaveText("1.850");
    await expect(spoken(counters, "Uptime sistemas")).toHaveText("99,8 %");

    await page.clock.runFor(150 * 82);
    await expect(shown(counters, "Tareas completadas")).toHaveText("247");
    await expect(shown(counters, "Proyectos activos")).toHaveText("12");
    await expect(shown(counters, "Commits este mes")).toHaveText("1.850");
    await expect(shown(counters, "Uptime sistemas")).toHaveText("8,3 %");

    await page.clock.runFor(150 * (998 - 83));
    await expectFinals(counters);
    await page.clock.runFor(60_000);
    await expectFinals(counters);
  });

  test("reduced motion: final figures at once and nothing moves", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/");
    await waitForHydration(page);
    const terminal = terminalOf(page);
    await expect(terminal.getByText(AUTOMATED)).toBeVisible();
    const counters = countersOf(page);
    await counters.scrollIntoViewIfNeeded();
    // Wait until the counters island has hydrated, so what follows is not just the static HTML.
    await expect
      .poll(() => counters.evaluate((el) => Object.keys(el).some((k) => k.startsWith("__react"))))
      .toBe(true);
    for (let look = 0; look < 3; look += 1) {
      await expectFinals(counters);
      await expect(terminal.locator("[data-active]")).toContainText(TASKS[0]);
      await expect(terminal).toContainText(efficiency(0));
      await page.waitForTimeout(1600);
    }
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
