import "./tests/e2e/asset-imports.ts";
import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_ARGS, findChromium } from "./scripts/find-chromium.ts";

const browser = await findChromium();
if (!process.env.TEST_WORKER_INDEX) console.error(`Chromium: ${browser.path} (${browser.source})`);

export const E2E_PORT = Number(process.env.E2E_PORT ?? 4599);

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: [["list"]],
  use: {
    baseURL: `http://localhost:${E2E_PORT}`,
    trace: "off",
    launchOptions: { executablePath: browser.path, args: CHROMIUM_ARGS },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"], channel: undefined } }],
  webServer: {
    command: "node scripts/serve.ts",
    env: { PORT: String(E2E_PORT) },
    url: `http://localhost:${E2E_PORT}/`,
    reuseExistingServer: false,
    timeout: 30_000,
  },
});
