/**
 * The hero terminal and the dashboard counters as the specs see them: the spec's figures and the
 * locators for what is shown and what screen readers get (home-hero.spec.ts, home-about.spec.ts).
 */
import type { Locator, Page } from "@playwright/test";
import { heroTerminal } from "../../src/content/hero";
import { escapeRegExp, expect } from "./fixtures";

/** The six tasks the rotating highlight walks through (one per position of the spec's index). */
export const TASKS = heroTerminal.tasks;
export const { manual: MANUAL, automated: AUTOMATED } = heroTerminal;

/** Dashboard caps in Colombian format (docs/requirements.md, "Dashboard counters"). */
export const FINALS = {
  "Tareas completadas": "247",
  "Proyectos activos": "12",
  "Commits este mes": "1.850",
  "Uptime sistemas": "99,8 %",
} as const;
export type CounterLabel = keyof typeof FINALS;

export const terminalOf = (page: Page) => page.getByRole("img", { name: heroTerminal.label });
export const countersOf = (page: Page) => page.locator("dl", { hasText: "Tareas completadas" });
/** The visible (animated, aria-hidden) digits of one counter. */
export const shown = (counters: Locator, label: CounterLabel) =>
  counters.locator("div", { hasText: label }).locator("dd > [aria-hidden='true']");
/** What screen readers get for one counter. */
export const spoken = (counters: Locator, label: CounterLabel) =>
  counters.locator("div", { hasText: label }).locator("dd > .sr-only");
/** The spec's efficiency figure: 65 + 7 × the highlighted index, in percent. */
export const efficiency = (index: number) =>
  new RegExp(`${escapeRegExp(heroTerminal.efficiencyKey)}: ${65 + 7 * index}\\s%`);

export async function expectFinals(counters: Locator) {
  for (const [label, value] of Object.entries(FINALS)) {
    await expect(shown(counters, label as CounterLabel)).toHaveText(value);
  }
}

export async function activeTaskIndex(terminal: Locator): Promise<number> {
  const text = (await terminal.locator("[data-active]").textContent()) ?? "";
  return TASKS.findIndex((task) => text.includes(task));
}

/** Fake time given per step while waiting for an island: less than one counter tick (150 ms). */
const CLOCK_STEP_MS = 100;

const isHydrated = (element: Locator) =>
  element.evaluate((el) => Object.keys(el).some((key) => key.startsWith("__react")));

/**
 * Under a paused page clock, gives the page fake time in steps shorter than a counter tick until
 * the island holding `element` has hydrated (the page settling and the islands runtime both wait
 * for idle time). Once it has, no more time is given: whatever the island starts (counters, the
 * terminal's highlight) stands at its first value until the test runs the clock. The islands
 * runtime loads in real time, which a loaded machine slows: the wait is the test's own timeout.
 */
export async function runUntilHydrated(page: Page, element: Locator): Promise<void> {
  await expect(async () => {
    if (!(await isHydrated(element))) await page.clock.runFor(CLOCK_STEP_MS);
    expect(await isHydrated(element), "the island hydrates").toBe(true);
  }).toPass({ intervals: [0] });
}
