import { mkdirSync } from "node:fs";
import path from "node:path";
import { test as base, expect } from "@playwright/test";
import { EXPECT_TIMEOUT_MS, scaled } from "../time-scale";
import { missing, type EngineName } from "./availability";
import { launch, type EnginePage } from "./engine";

/** The browser's own log lines for a page served with status 404 (expected on the 404 page). */
const DOCUMENT_404 = /404|Not Found/i;

export const SCREENSHOT_DIR = path.resolve("test-results/engines");

type WorkerFixtures = { engineName: EngineName; tab: EnginePage };
type TestFixtures = {
  /** The worker's tab; the test fails if the page logged an error or warning. */
  engine: EnginePage;
  allowNotFound: boolean;
};

export const test = base.extend<TestFixtures, WorkerFixtures>({
  engineName: ["firefox", { option: true, scope: "worker" }],
  tab: [
    async ({ engineName }, use) => {
      const why = missing(engineName);
      if (why) {
        // Never reached from `npm test`, which runs only the engines it found.
        throw new Error(`${engineName} cannot run here: ${why}`);
      }
      const baseURL = `http://localhost:${process.env.E2E_PORT ?? 4599}`;
      const tab = await launch(engineName, baseURL);
      mkdirSync(SCREENSHOT_DIR, { recursive: true });
      console.log(`${engineName}: ${tab.version}`);
      await use(tab);
      await tab.close();
    },
    { scope: "worker", timeout: scaled(120_000) },
  ],
  allowNotFound: false,
  engine: async ({ tab, allowNotFound }, provide) => {
    // A page left mid-load (the previous test's) may still report, e.g. an aborted import:
    // taking the problems waits until everything logged before now has arrived, then drops it.
    await tab.reset();
    await tab.takeConsoleProblems();
    await provide(tab);
    const problems = (await tab.takeConsoleProblems()).filter(
      (line) => !(allowNotFound && DOCUMENT_404.test(line)),
    );
    expect(problems, "console errors and warnings").toEqual([]);
  },
});

export { expect };

/** Polls a value in the page until it passes `check` (or the limit, scaled, ends). */
export async function pollUntil<T>(
  read: () => Promise<T>,
  check: (value: T) => boolean,
  timeoutMs = EXPECT_TIMEOUT_MS,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let value = await read();
  while (!check(value) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 150));
    value = await read();
  }
  return value;
}
