import { defineConfig } from "@playwright/test";
import type { EngineName } from "./tests/engines/availability";
import { EXPECT_TIMEOUT_MS, scaled, SERVER_START_MS } from "./tests/time-scale.ts";

const E2E_PORT = Number(process.env.E2E_PORT ?? 4599);
/** Set by scripts/test-engines.ts: the engines this machine has (all by default). */
const engines = (process.env.ENGINES ?? "firefox,webkit").split(",") as EngineName[];

/**
 * The cross-engine smoke suite (tests/engines): Firefox and WebKit from Debian packages, driven
 * outside Playwright (its own builds of those engines cannot be downloaded here). Run it through
 * `node scripts/test-engines.ts`, which finds the engines and a display. Limits scale with
 * TEST_TIME_SCALE (tests/time-scale.ts).
 */
export default defineConfig<object, { engineName: EngineName }>({
  testDir: "tests/engines",
  fullyParallel: false,
  workers: engines.length,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: [["list"]],
  timeout: scaled(60_000),
  expect: { timeout: EXPECT_TIMEOUT_MS },
  projects: engines.map((engineName) => ({ name: engineName, use: { engineName } })),
  webServer: {
    command: "node scripts/serve.ts",
    env: { PORT: String(E2E_PORT) },
    url: `http://localhost:${E2E_PORT}/`,
    reuseExistingServer: false,
    timeout: SERVER_START_MS,
  },
});
