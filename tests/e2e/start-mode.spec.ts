/**
 * `npm start` never turns a release build into a preview (scripts/start.ts): after
 * `npm run build:release` it serves that release as it is, and when its inputs change it rebuilds
 * in the same mode, so a release that can no longer be made is refused, never quietly rebuilt as a
 * preview. Beside the suite's own build (BUILD_LINK), with the second company's folder.
 */
import { execFileSync, spawn, spawnSync, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { BESIDE_CLIENT, ROOT } from "../../scripts/build-paths.ts";
import { builtRecord } from "../../scripts/site-config.ts";
import { PREVIEW_MARKER_ATTRIBUTE } from "../../src/components/layout/preview-marker";
import { scaled, SERVER_START_MS } from "../time-scale.ts";

test.describe.configure({ mode: "serial" });

const tmp = mkdtempSync(path.join(os.tmpdir(), "start-mode-"));
const link = path.join(tmp, "build");
/** A port beside the suite's (its own server on E2E_PORT, build-swap's on + 5, nginx-deploy's on + 6 and + 7). */
const port = Number(process.env.E2E_PORT ?? 4599) + 8;
const withoutSite = Object.fromEntries(
  Object.entries(process.env).filter(([name]) => !name.startsWith("SITE_")),
);
const env = (extra: Record<string, string> = {}) => ({
  ...withoutSite,
  BUILD_LINK: link,
  SITE_COMPANY_DIR: "tests/fixtures/second-company",
  PORT: String(port),
  ...extra,
});
let server: ChildProcess | undefined;

test.afterAll(() => {
  if (server?.pid) process.kill(server.pid, "SIGTERM");
  rmSync(tmp, { recursive: true, force: true });
});

/** Waits until the server answers /, or the time runs out. */
async function answering(timeoutMs = SERVER_START_MS): Promise<Response> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await fetch(`http://localhost:${port}/`);
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
}

test("npm start after npm run build:release serves that release, rebuilding nothing", async () => {
  test.setTimeout(scaled(300_000));
  execFileSync("npm", ["run", "build:release"], { cwd: ROOT, env: env(), stdio: "pipe" });
  expect(builtRecord(path.join(link, BESIDE_CLIENT.buildRecord))?.release).toBe(true);

  let output = "";
  server = spawn("npm", ["start"], { cwd: ROOT, env: env(), stdio: ["ignore", "pipe", "pipe"] });
  server.stdout?.on("data", (chunk) => (output += chunk));
  server.stderr?.on("data", (chunk) => (output += chunk));
  const response = await answering();
  expect(output).not.toContain("Construyendo");
  expect(response.headers.get("x-robots-tag")).toBeNull();
  const html = await response.text();
  expect(html).not.toContain(PREVIEW_MARKER_ATTRIBUTE);
  expect(html).not.toContain('name="robots"');
  if (server.pid) process.kill(server.pid, "SIGTERM");
  server = undefined;
});

test("npm start keeps the release's mode when its data change: it refuses, never previews", async () => {
  test.setTimeout(scaled(120_000));
  const run = spawnSync("npm", ["start"], {
    cwd: ROOT,
    env: env({ SITE_EMAIL: "hola@example.com" }),
    encoding: "utf8",
  });
  const output = `${run.stdout}${run.stderr}`;
  expect(run.status).toBe(1);
  expect(output).toContain("como compilación de publicación, npm run build:release");
  expect(output).toContain('email (SITE_EMAIL) = "hola@example.com": es un valor de ejemplo');
  expect(output).toContain("Para ver una vista previa: SITE_RELEASE=0 npm start");
  // The release that was there stays, untouched.
  expect(builtRecord(path.join(link, BESIDE_CLIENT.buildRecord))?.release).toBe(true);
});
