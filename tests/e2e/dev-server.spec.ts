/**
 * `npm run dev` as a maintainer uses it, whatever framework is behind it: started with `PORT`, it
 * answers on that port, the home page becomes interactive with a clean console, unknown paths get
 * the 404 page, and an edit to a content file or to a component reaches the open page by itself
 * (hot update or automatic full reload, never `page.reload()`).
 *
 * The server runs in a temporary copy of the project, so the edits never touch the working tree.
 * It only talks to the server over HTTP and to the page through the DOM: no script URL, binary or
 * module of a framework is named here.
 */
import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Page } from "@playwright/test";
import { notFoundContent } from "~/content/not-found";
import { servicesSection } from "~/content/services";
import { ROOT } from "../../scripts/build-paths.ts";
import { spriteProblems } from "../shared/page-checks";
import { escapeHtml, expect, scrollToY, test, waitForHydration } from "./fixtures";

const DEV_PORT = Number(process.env.DEV_E2E_PORT ?? 4598);
const devOrigin = `http://localhost:${DEV_PORT}`;
/** The two edits: a sentence of section #servicios, and the header of the first screen. */
const CONTENT_FILE = "src/content/services.ts";
const COMPONENT_FILE = "src/components/layout/site-header.tsx";
/** Dev-server caches kept out of the copy's node_modules links, so the copy writes its own. */
const CACHE_DIRS = [".vite", ".astro", ".cache"];
/**
 * Console warnings a dev server prints by design, each with its reason. None so far: React's
 * "Download the React DevTools" and Vite's "[vite] connecting/connected" are info and debug
 * lines, not warnings.
 */
const DEV_NOTICES: { name: string; pattern: RegExp; reason: string }[] = [];
/** First start: the dev server optimises its dependencies before the first page. */
const START_TIMEOUT_MS = 90_000;
/** From a saved file to the open page: file watcher, module graph, hot update or reload. */
const UPDATE_TIMEOUT_MS = 20_000;

let copy = "";
let server: ChildProcess | undefined;
let output = "";

test.describe.configure({ mode: "default", timeout: 120_000 });
test.use({ baseURL: devOrigin, viewport: { width: 375, height: 740 } });

/** The project's files (tracked, and new ones not ignored) as they are on disk, and its packages. */
function copyProject(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), "dev-server-"));
  const listing = ["ls-files", "-z", "--cached", "--others", "--exclude-standard"];
  for (const file of execFileSync("git", listing, { cwd: ROOT, encoding: "utf8" }).split("\0")) {
    // A file deleted but not yet staged is still listed.
    if (!file || !existsSync(path.join(ROOT, file))) continue;
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    cpSync(path.join(ROOT, file), path.join(dir, file));
  }
  // One link per package rather than one for node_modules: the dev server writes its caches
  // under node_modules, and they must land in the copy, not in the project.
  mkdirSync(path.join(dir, "node_modules"));
  for (const entry of readdirSync(path.join(ROOT, "node_modules"))) {
    if (CACHE_DIRS.includes(entry)) continue;
    symlinkSync(path.join(ROOT, "node_modules", entry), path.join(dir, "node_modules", entry));
  }
  return dir;
}

/** Replaces the one occurrence of `from` in a file of the copy, as an editor saving it would. */
function editCopy(file: string, from: string, to: string): void {
  const target = path.join(copy, file);
  const source = readFileSync(target, "utf8");
  expect(source.split(from).length - 1, `${file} holds ${from} once`).toBe(1);
  writeFileSync(target, source.replace(from, to));
}

/** Opens the home page once the dev server's live channel (a WebSocket) has said hello. */
async function openHome(page: Page) {
  let live = false;
  page.on("websocket", (socket) => socket.once("framereceived", () => (live = true)));
  const response = await page.goto("/");
  await waitForHydration(page);
  // An edit saved before the page listens for updates would be missed, whatever the stack.
  await expect
    .poll(() => live, { timeout: 15_000, message: "the page listens to the dev server" })
    .toBe(true);
  return response;
}

/** Counts the page's own navigations (a full reload is one; a hot update none). */
function countNavigations(page: Page): () => number {
  let count = 0;
  page.on("framenavigated", (frame) => (count += frame === page.mainFrame() ? 1 : 0));
  return () => count;
}

/** Warnings, apart from DEV_NOTICES; errors go to the consoleErrors fixture. */
function consoleWarnings(page: Page): string[] {
  const warnings: string[] = [];
  page.on("console", (message) => {
    const text = message.text();
    if (message.type() === "warning" && !DEV_NOTICES.some(({ pattern }) => pattern.test(text)))
      warnings.push(text);
  });
  return warnings;
}

/** The dev server's HTML for `/` contains `html` (proves the edit reached the server). */
async function expectServerRenders(html: string): Promise<void> {
  const home = () => fetch(devOrigin).then((response) => response.text());
  await expect
    .poll(home, { timeout: UPDATE_TIMEOUT_MS, message: "the dev server renders the edit" })
    .toContain(html);
}

test.beforeAll(async () => {
  test.setTimeout(START_TIMEOUT_MS + 30_000);
  const before = await fetch(devOrigin).then(
    (response) => `status ${response.status}`,
    () => "",
  );
  expect(before, `port ${DEV_PORT} must be free (set DEV_E2E_PORT)`).toBe("");
  copy = copyProject();
  // PORT alone, as a maintainer would run it: the project's `npm run dev` must honour it.
  server = spawn("npm", ["run", "dev"], {
    cwd: copy,
    env: { ...process.env, PORT: String(DEV_PORT) },
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  server.stdout?.on("data", (chunk) => (output += chunk));
  server.stderr?.on("data", (chunk) => (output += chunk));
  const exited = new Promise<never>((_, reject) =>
    server?.once("exit", (code) => reject(new Error(`npm run dev exited (${code}):\n${output}`))),
  );
  exited.catch(() => undefined);
  const answers = expect(async () => {
    const status = await fetch(devOrigin).then((response) => response.status, String);
    expect(status, `${devOrigin} (PORT=${DEV_PORT}); npm run dev printed:\n${output}`).toBe(200);
  }).toPass({ timeout: START_TIMEOUT_MS, intervals: [500] });
  await Promise.race([answers, exited]);
});

test.afterAll(async () => {
  if (server?.pid && server.exitCode === null) {
    const exit = new Promise((done) => server?.once("exit", done));
    process.kill(-server.pid, "SIGTERM");
    await exit;
  }
  if (copy) rmSync(copy, { recursive: true, force: true });
});

test.afterEach(async ({}, testInfo) => {
  if (testInfo.status !== testInfo.expectedStatus)
    await testInfo.attach("npm run dev output", { body: output, contentType: "text/plain" });
});

test("answers on PORT with an interactive home page and a clean console", async ({
  page,
  consoleErrors,
}) => {
  const warnings = consoleWarnings(page);
  const response = await openHome(page);
  expect(response?.status()).toBe(200);
  expect(new URL(page.url()).port).toBe(String(DEV_PORT));
  // The dev sprite holds what the rendered page draws, state icons included.
  await expect.poll(() => page.evaluate(spriteProblems, true)).toEqual([]);

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

  // An island in view hydrates (React, Fast Refresh and the islands runtime all load in dev).
  const island = page.locator("[data-island] > *").first();
  await island.scrollIntoViewIfNeeded();
  await expect
    .poll(() => island.evaluate((el) => Object.keys(el).some((key) => key.startsWith("__react"))), {
      timeout: UPDATE_TIMEOUT_MS,
      message: "the first island hydrates",
    })
    .toBe(true);
  expect(consoleErrors, "console errors").toEqual([]);
  expect(warnings, "console warnings").toEqual([]);
});

test("an unknown path answers 404 with the not-found page", async ({ page }) => {
  const response = await page.goto("/esta-ruta-no-existe");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(notFoundContent.title);
});

test("an edited sentence in src/content reaches the open page", async ({ page }) => {
  const warnings = consoleWarnings(page);
  await openHome(page);
  await expect(page.getByText(servicesSection.intro, { exact: true })).toBeAttached();
  const navigations = countNavigations(page);
  const edited = "Frase editada por la prueba del servidor de desarrollo.";
  editCopy(CONTENT_FILE, JSON.stringify(servicesSection.intro), JSON.stringify(edited));

  await expectServerRenders(escapeHtml(edited));
  await expect(page.getByText(edited, { exact: true }), "without page.reload()").toBeAttached({
    timeout: UPDATE_TIMEOUT_MS,
  });
  await expect(page.getByText(servicesSection.intro, { exact: true })).toHaveCount(0);
  test.info().annotations.push({ type: "update", description: `${navigations()} reload(s)` });
  expect(warnings, "console warnings").toEqual([]);
});

test("an edited component reaches the open page", async ({ page }) => {
  const warnings = consoleWarnings(page);
  await openHome(page);
  const navigations = countNavigations(page);
  const mark = `edit-${Date.now()}`;
  editCopy(COMPONENT_FILE, "<header", `<header data-dev-edit="${mark}"`);

  await expectServerRenders(`data-dev-edit="${mark}"`);
  await expect(page.getByRole("banner"), "without page.reload()").toHaveAttribute(
    "data-dev-edit",
    mark,
    { timeout: UPDATE_TIMEOUT_MS },
  );
  test.info().annotations.push({ type: "update", description: `${navigations()} reload(s)` });
  expect(warnings, "console warnings").toEqual([]);
});
