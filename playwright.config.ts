import { existsSync } from "node:fs";
import { chromium, defineConfig, devices } from "@playwright/test";

/** CHROMIUM_PATH, else Debian's chromium, else Playwright's own browser if it was installed. */
function findChromium(): string {
  const candidates = [process.env.CHROMIUM_PATH, "/usr/bin/chromium", safeBundledPath()];
  const found = candidates.find((candidate): candidate is string =>
    Boolean(candidate && existsSync(candidate)),
  );
  if (!found) {
    throw new Error(
      "No Chromium found for the end-to-end tests. Set CHROMIUM_PATH to a Chromium binary, or install " +
        "Debian's package (sudo apt-get install chromium), or run `npx playwright install chromium`.",
    );
  }
  return found;
}

function safeBundledPath(): string | undefined {
  try {
    return chromium.executablePath();
  } catch {
    return undefined;
  }
}

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
    launchOptions: {
      executablePath: findChromium(),
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
      ],
    },
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
