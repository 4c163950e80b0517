import "./tests/e2e/asset-imports.ts";
import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_ARGS, findChromium } from "./scripts/chromium/find-chromium.ts";
import { nginxMissing } from "./scripts/nginx-site.ts";
import {
  matching,
  NGINX_SPECS,
  NODE_SERVER_SPECS,
  SERVER_SPECS,
  TOOLING_SPECS,
} from "./tests/e2e/suites.ts";
import { EXPECT_TIMEOUT_MS, SERVER_START_MS, TEST_TIMEOUT_MS } from "./tests/time-scale.ts";

const browser = await findChromium();
if (!process.env.TEST_WORKER_INDEX) console.error(`Chromium: ${browser.path} (${browser.source})`);

export const E2E_PORT = Number(process.env.E2E_PORT ?? 4599);
/** nginx with build/deploy/nginx.conf (scripts/nginx-site.ts), for the server specs. */
const NGINX_PORT = Number(process.env.NGINX_PORT ?? E2E_PORT + 2);
const noNginx = nginxMissing();
if (noNginx && !process.env.TEST_WORKER_INDEX)
  console.error(`Skipping the nginx project: ${noNginx}`);

/**
 * Projects (tests/e2e/suites.ts says which spec is in which): chromium, the pages; node and nginx,
 * the server specs against each server; tooling, the specs that start builds and a dev server of
 * their own. `npm test` and `npm run test:ci` (scripts/test.ts) run one project at a time, so the
 * page specs never share the machine with a build or two thousand slow clients; without
 * --project, Playwright runs them all at once.
 */
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
    {
      name: "chromium",
      testIgnore: matching([...SERVER_SPECS, ...TOOLING_SPECS]),
      use: { ...devices["Desktop Chrome"], channel: undefined },
    },
    { name: "node", testMatch: matching(NODE_SERVER_SPECS) },
    {
      name: "nginx",
      testMatch: matching(NGINX_SPECS),
      use: { baseURL: `http://127.0.0.1:${NGINX_PORT}` },
    },
    {
      name: "tooling",
      testMatch: matching(TOOLING_SPECS),
      // One at a time: two builds and a dev server at once would only compete for the cores.
      workers: 1,
      use: { ...devices["Desktop Chrome"], channel: undefined },
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
