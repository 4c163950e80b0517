/**
 * `npm run dev` in a temporary copy of the project, for tests/e2e/dev-server.spec.ts: the edits
 * the spec makes never touch the working tree. Only HTTP and the DOM are used: no script URL,
 * binary or module of a framework is named here.
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
import { ROOT } from "../../scripts/build-paths.ts";
import { scaled } from "../time-scale";
import { expect, waitForHydration } from "./fixtures";

export const DEV_PORT = Number(process.env.DEV_E2E_PORT ?? 4598);
export const devOrigin = `http://localhost:${DEV_PORT}`;
/** Dev-server caches kept out of the copy's node_modules links, so the copy writes its own. */
const CACHE_DIRS = [".vite", ".astro", ".cache"];
/** First start: the dev server optimises its dependencies before the first page. */
const START_TIMEOUT_MS = scaled(90_000);
/** From a saved file to the open page: file watcher, module graph, hot update or reload. */
export const UPDATE_TIMEOUT_MS = scaled(30_000);

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

export type DevServer = {
  /** Replaces the one occurrence of `from` in a file of the copy, as an editor saving it would. */
  edit(file: string, from: string, to: string): void;
  /** Everything the server printed so far. */
  output(): string;
  stop(): Promise<void>;
};

/**
 * Starts `npm run dev` with PORT alone, as a maintainer would, in a copy of the project, and
 * waits until it answers. `env` replaces variables of this process for the server.
 */
export async function startDevServer(env: Record<string, string | undefined>): Promise<DevServer> {
  const before = await fetch(devOrigin).then(
    (response) => `status ${response.status}`,
    () => "",
  );
  expect(before, `port ${DEV_PORT} must be free (set DEV_E2E_PORT)`).toBe("");
  const copy = copyProject();
  let output = "";
  const server: ChildProcess = spawn("npm", ["run", "dev"], {
    cwd: copy,
    env: { ...process.env, ...env, PORT: String(DEV_PORT) },
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  server.stdout?.on("data", (chunk) => (output += chunk));
  server.stderr?.on("data", (chunk) => (output += chunk));
  const exited = new Promise<never>((_, reject) =>
    server.once("exit", (code) => reject(new Error(`npm run dev exited (${code}):\n${output}`))),
  );
  exited.catch(() => undefined);
  const answers = expect(async () => {
    const status = await fetch(devOrigin).then((response) => response.status, String);
    expect(status, `${devOrigin} (PORT=${DEV_PORT}); npm run dev printed:\n${output}`).toBe(200);
  }).toPass({ timeout: START_TIMEOUT_MS, intervals: [500] });
  await Promise.race([answers, exited]);

  return {
    edit(file, from, to) {
      const target = path.join(copy, file);
      const source = readFileSync(target, "utf8");
      expect(source.split(from).length - 1, `${file} holds ${from} once`).toBe(1);
      writeFileSync(target, source.replace(from, to));
    },
    output: () => output,
    async stop() {
      if (server.pid && server.exitCode === null) {
        const exit = new Promise((done) => server.once("exit", done));
        process.kill(-server.pid, "SIGTERM");
        await exit;
      }
      rmSync(copy, { recursive: true, force: true });
    },
  };
}

/** Opens the home page once the dev server's live channel (a WebSocket) has said hello. */
export async function openHome(page: Page) {
  let live = false;
  page.on("websocket", (socket) => socket.once("framereceived", () => (live = true)));
  const response = await page.goto("/");
  await waitForHydration(page);
  // An edit saved before the page listens for updates would be missed, whatever the stack.
  await expect
    .poll(() => live, { timeout: scaled(15_000), message: "the page listens to the dev server" })
    .toBe(true);
  return response;
}

/** Counts the page's own navigations (a full reload is one; a hot update none). */
export function countNavigations(page: Page): () => number {
  let count = 0;
  page.on("framenavigated", (frame) => (count += frame === page.mainFrame() ? 1 : 0));
  return () => count;
}

/** The dev server's HTML for `/` contains `html` (proves the edit reached the server). */
export async function expectServerRenders(html: string): Promise<void> {
  const home = () => fetch(devOrigin).then((response) => response.text(), String);
  await expect
    .poll(home, { timeout: UPDATE_TIMEOUT_MS, message: "the dev server renders the edit" })
    .toContain(html);
}

/** Waits until the first island on the page has hydrated (React has attached to its element). */
export async function expectIslandHydrated(page: Page, selector: string): Promise<void> {
  const island = page.locator(selector).first();
  await island.scrollIntoViewIfNeeded();
  await expect
    .poll(() => island.evaluate((el) => Object.keys(el).some((key) => key.startsWith("__react"))), {
      timeout: UPDATE_TIMEOUT_MS,
      message: `${selector} hydrates`,
    })
    .toBe(true);
}
