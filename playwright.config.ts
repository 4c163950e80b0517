import "./tests/e2e/asset-imports.ts";
import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_ARGS, findChromium } from "./scripts/chromium/find-chromium.ts";
import { nginxMissing } from "./scripts/nginx-site.ts";
import { EXPECT_TIMEOUT_MS, SERVER_START_MS, TEST_TIMEOUT_MS } from "./tests/time-scale.ts";

const browser = await findChromium();
if (!process.env.TEST_WORKER_INDEX) console.error(`Chromium: ${browser.path} (${browser.source})`);

export const E2E_PORT = Number(process.env.E2E_PORT ?? 4599);
/** nginx with build/deploy/nginx.conf (scripts/nginx-site.ts), for the server specs. */
const NGINX_PORT = Number(process.env.NGINX_PORT ?? E2E_PORT + 2);
const noNginx = nginxMissing();
if (noNginx && !process.env.TEST_WORKER_INDEX)
  console.error(`Skipping the nginx project: ${noNginx}`);

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: [["list"]],
  timeout: TEST_TIMEOUT_MS,
  expect: { timeout: EXPECT_TIMEOUT_MS },
  use: {
    baseURL: `http://localhost:${E2E_PORT}`,
    trace: "off",
    launchOptions: { executablePath: browser.path, args: CHROMIUM_ARGS },
  },
  projects: [
    { name: "chromium", use: { ...devices["Desktop Chrome"], channel: undefined } },
    {
      name: "nginx",
      testMatch: /server-(contract|fuzz|slowloris)\.spec\.ts/,
      use: { baseURL: `http://127.0.0.1:${NGINX_PORT}` },
    },
  ],
  webServer: [
    {
      command: "node scripts/serve.ts",
      env: { PORT: String(E2E_PORT) },
      url: `http://localhost:${E2E_PORT}/`,
      reuseExistingServer: false,
      timeout: SERVER_START_MS,
    },
    ...(noNginx
      ? []
      : [
          {
            command: "node scripts/nginx-site.ts",
            env: { NGINX_PORT: String(NGINX_PORT) },
            url: `http://127.0.0.1:${NGINX_PORT}/`,
            reuseExistingServer: false,
            timeout: SERVER_START_MS,
          },
        ]),
  ],
});
