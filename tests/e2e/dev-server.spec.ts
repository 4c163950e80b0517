/**
 * `npm run dev` is production with hot reload: the same boot script and islands runtime hydrate
 * the page (no React Router client), the console stays clean, and unknown paths get the 404 page.
 * This spec starts its own dev server on a port of its own.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { notFoundContent } from "~/content/not-found";
import { spriteProblems } from "../shared/page-checks";
import { test, expect, scrollToY, waitForHydration } from "./fixtures";

const DEV_PORT = Number(process.env.DEV_E2E_PORT ?? 4598);
const devOrigin = `http://localhost:${DEV_PORT}`;
let server: ChildProcess | undefined;

test.describe.configure({ mode: "serial", timeout: 120_000 });
test.use({ baseURL: devOrigin });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  server = spawn(
    process.execPath,
    ["node_modules/@react-router/dev/bin.cjs", "dev", "--port", String(DEV_PORT), "--strictPort"],
    { stdio: "ignore", detached: true },
  );
  // The first request also makes Vite optimise its dependencies: wait for a complete page.
  await expect(async () => {
    const response = await fetch(devOrigin);
    expect(response.status).toBe(200);
  }).toPass({ timeout: 90_000, intervals: [500] });
});

test.afterAll(() => {
  if (server?.pid) process.kill(-server.pid);
});

test("the page runs the production boot and islands runtime, with a clean console", async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
  });
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto("/");
  await waitForHydration(page);
  expect(scripts).toContain("/app/islands/boot.ts");
  expect(scripts).toContain("/app/islands/page-boot.ts");
  // No React Router client: the page hydrates island by island, as in production, and React
  // arrives only once an island is on screen.
  expect(scripts.filter((src) => src.includes("entry.client"))).toEqual([]);
  // The dev sprite holds what the rendered page draws, state icons included.
  await expect.poll(() => page.evaluate(spriteProblems, true)).toEqual([]);
  await page.locator("[data-island]").first().locator("> *").first().scrollIntoViewIfNeeded();
  await expect
    .poll(() => scripts.includes("/app/islands/client.ts"), { timeout: 20_000 })
    .toBe(true);
  await scrollToY(page, 0);

  const header = page.getByRole("banner");
  await expect(header).toHaveAttribute("data-scrolled", "false");
  await scrollToY(page, 400);
  await expect(header).toHaveAttribute("data-scrolled", "true");
  await scrollToY(page, 0);

  const toggle = page.locator("[aria-controls='menu-movil']");
  await toggle.click();
  await expect(toggle).toHaveAttribute("aria-expanded", "true");
  await page.locator("#menu-movil").getByRole("link").nth(2).click();
  await expect(page.locator("#menu-movil")).toBeHidden();
  await expect(toggle).toHaveAttribute("aria-expanded", "false");
});

test("an unknown path answers 404 with the not-found page", async ({ page }) => {
  const response = await page.goto("/esta-ruta-no-existe");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(notFoundContent.title);
});
