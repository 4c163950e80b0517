import type { Locator, Page } from "@playwright/test";
import { dashboard } from "~/content/dashboard";
import { heroTerminal } from "~/content/hero";
import { expect, test } from "./fixtures";
import {
  activeTaskIndex,
  countersOf,
  FINALS,
  runUntilHydrated,
  shown,
  terminalOf,
  TASKS,
} from "./hero-dashboard";

/** The spec's rhythms (docs/requirements.md): 3000 ms a highlight step, 150 ms a counter tick. */
const STEP_MS = 3000;
const TICK_MS = 150;
const TOUCH_TARGET_PX = 44;

const START = new Date("2026-03-02T09:00:00-05:00").getTime();

/** Loads `/` with the page clock stopped: time moves only when the test runs it. */
async function openWithStoppedClock(page: Page) {
  await page.clock.install({ time: START });
  await page.goto("/");
  await page.clock.pauseAt(START + 60_000);
}

async function expectTouchTarget(button: Locator) {
  const box = await button.boundingBox();
  expect(box?.width).toBeGreaterThanOrEqual(TOUCH_TARGET_PX);
  expect(box?.height).toBeGreaterThanOrEqual(TOUCH_TARGET_PX);
}

test("the hero terminal's pause button stops the highlight and play resumes it", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await openWithStoppedClock(page);
  const { pauseLabel, resumeLabel, pausedStatus, playingStatus } = heroTerminal.pause;
  const terminal = terminalOf(page);
  const pause = page.getByRole("button", { name: pauseLabel });
  await expect(pause).toBeVisible();
  await expectTouchTarget(pause);
  await runUntilHydrated(page, pause);

  // It moves by itself: one step later the next task is highlighted.
  const before = await activeTaskIndex(terminal);
  await page.clock.runFor(STEP_MS);
  await expect(terminal.locator("[data-active]")).toContainText(
    TASKS[(before + 1) % TASKS.length] ?? "",
  );

  // From the keyboard: focus it, press Enter, and it says it is paused.
  await pause.focus();
  await expect(pause).toBeFocused();
  await page.keyboard.press("Enter");
  const resume = page.getByRole("button", { name: resumeLabel });
  await expect(resume).toBeFocused();
  await expect(page.getByRole("status").filter({ hasText: pausedStatus })).toHaveCount(1);
  const held = await activeTaskIndex(terminal);
  await page.clock.runFor(STEP_MS * 4);
  expect(await activeTaskIndex(terminal)).toBe(held);

  await resume.click();
  await expect(page.getByRole("status").filter({ hasText: playingStatus })).toHaveCount(1);
  await page.clock.runFor(STEP_MS);
  await expect(terminal.locator("[data-active]")).toContainText(
    TASKS[(held + 1) % TASKS.length] ?? "",
  );
});

test("the dashboard's pause button holds the counters and play goes on from there", async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await openWithStoppedClock(page);
  const { pauseLabel, resumeLabel, pausedStatus } = dashboard.pause;
  const counters = countersOf(page);
  const pause = page.getByRole("button", { name: pauseLabel });
  await counters.scrollIntoViewIfNeeded();
  await expect(pause).toBeVisible();
  await expectTouchTarget(pause);
  await runUntilHydrated(page, pause);
  // Uptime takes the longest (998 ticks), so it is still counting whatever idle time ran.
  const uptime = shown(counters, "Uptime sistemas");
  const read = async () => (await uptime.textContent()) ?? "";
  await expect(uptime).not.toHaveText(FINALS["Uptime sistemas"]); // restarted once seen
  const first = await read();
  await page.clock.runFor(TICK_MS * 4);
  await expect(uptime).not.toHaveText(first);

  await pause.focus();
  await page.keyboard.press("Space");
  await expect(page.getByRole("button", { name: resumeLabel })).toBeFocused();
  await expect(page.getByRole("status").filter({ hasText: pausedStatus })).toHaveCount(1);
  const held = await read();
  await page.clock.runFor(TICK_MS * 40);
  await expect(uptime).toHaveText(held);

  await page.getByRole("button", { name: resumeLabel }).click();
  await page.clock.runFor(TICK_MS);
  await expect(uptime).not.toHaveText(held);
});

test("reduced motion: no pause buttons, since nothing moves", async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.goto("/");
  for (const { pauseLabel } of [heroTerminal.pause, dashboard.pause]) {
    await expect(page.getByRole("button", { name: pauseLabel })).toBeHidden();
  }
});
