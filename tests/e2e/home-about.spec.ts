import { about, aboutValues } from "../../src/content/about";
import { expect, test, waitForHydration } from "./fixtures";
import {
  AUTOMATED,
  countersOf,
  efficiency,
  expectFinals,
  runUntilHydrated,
  shown,
  spoken,
  TASKS,
  terminalOf,
} from "./hero-dashboard";

test.describe("#nosotros", () => {
  test("heading, paragraphs, values, dashboard frame and feature cards", async ({ page }) => {
    await page.goto("/");
    const section = page.locator("section#nosotros");
    await expect(section.getByRole("heading", { level: 2 })).toHaveText(about.title);
    // The spec fixes the count: three descriptive paragraphs.
    expect(about.paragraphs).toHaveLength(3);
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
    const board = page.locator("#nosotros [data-reveal]").filter({
      has: page.getByRole("heading", { level: 3, name: "Sprint Actual - Desarrollo en Curso" }),
    });
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

  test("the counters run from 0 to their caps once the dashboard is in view @smoke", async ({
    page,
  }) => {
    // Fake time drives the counters; only the islands runtime loads in real time, which a loaded
    // machine slows down: wait for it on a condition, within the test's own (slow) timeout.
    test.slow();
    const start = new Date("2026-03-02T09:00:00-05:00").getTime();
    await page.clock.install({ time: start });
    await page.goto("/");
    // Time stands still from here on; it moves only when the test says so.
    await page.clock.pauseAt(start + 60_000);
    const counters = countersOf(page);
    await expectFinals(counters); // the prerendered figures
    await counters.scrollIntoViewIfNeeded();
    // Under the paused clock, idle time comes only when the test gives it (the page settling, then
    // the islands runtime): in steps shorter than a tick, stopping as soon as the island is in. A
    // longer step would let the counters run through the rest of it.
    await runUntilHydrated(page, counters);
    await expect(shown(counters, "Commits este mes")).toHaveText("0");
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
    await page.clock.install();
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
      await page.clock.runFor(1600);
    }
  });
});
