/**
 * `npm start` never turns a release build into a preview (scripts/start.ts): after
 * `npm run build:release` it serves that release as it is, and when its inputs change it rebuilds
 * in the same mode; a release that can no longer be made is refused, never quietly rebuilt as a
 * preview, and the release that was there stays served, with a warning. A preview says it is one
 * when it starts, and stops on a wrong value. Its build dies with it
 * (scripts/build-process.ts). Beside the suite's own build (BUILD_LINK), with the second
 * company's folder.
 */
import { execFileSync, spawn, spawnSync, type ChildProcess } from "node:child_process";
import { mkdtempSync, readFileSync, readlinkSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { BESIDE_CLIENT, generationsDir, ROOT } from "../../scripts/build-paths.ts";
import { builtRecord } from "../../scripts/site-config.ts";
import { PREVIEW_MARKER_ATTRIBUTE } from "../../src/components/layout/preview-marker";
import { scaled, SERVER_START_MS } from "../time-scale.ts";
import { available, markedProcesses } from "./marked-processes.ts";

test.describe.configure({ mode: "serial" });

const COMPANY = "tests/fixtures/second-company";
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
  SITE_COMPANY_DIR: COMPANY,
  PORT: String(port),
  ...extra,
});
let server: ChildProcess | undefined;

test.afterAll(() => {
  if (server?.pid) process.kill(server.pid, "SIGTERM");
  rmSync(tmp, { recursive: true, force: true });
  rmSync(generationsDir(link), { recursive: true, force: true });
  rmSync(`${generationsDir(link)}.last-release.json`, { force: true });
});

/** Stops the server the last test started, and waits until it has. */
async function stopServer(): Promise<void> {
  const running = server;
  server = undefined;
  if (!running?.pid || running.exitCode !== null) return;
  const exited = new Promise((resolve) => running.once("exit", resolve));
  process.kill(running.pid, "SIGTERM");
  await exited;
}

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
  const built = execFileSync("npm", ["run", "build:release"], {
    cwd: ROOT,
    env: env(),
    encoding: "utf8",
  });
  // A release that passed says so last, naming the company and how to publish it.
  const { companyName } = JSON.parse(
    readFileSync(path.join(ROOT, COMPANY, "company.json"), "utf8"),
  ) as { companyName: string };
  expect(built.trim().split("\n").at(-1)).toMatch(
    new RegExp(
      `^Compilación de publicación lista: ${companyName}, \\d+ páginas, en .+\\. Publíquela con npm run deploy:nginx`,
    ),
  );
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
  expect(output).toContain(`Sitio en producción: http://localhost:${port}`);
  await stopServer();
});

test("npm start keeps serving the release when its rebuild is refused, and says so", async () => {
  test.setTimeout(scaled(120_000));
  const before = readlinkSync(link);
  let output = "";
  server = spawn("npm", ["start"], {
    cwd: ROOT,
    env: env({ SITE_EMAIL: "hola@example.com" }),
    stdio: ["ignore", "pipe", "pipe"],
  });
  server.stdout?.on("data", (chunk) => (output += chunk));
  server.stderr?.on("data", (chunk) => (output += chunk));
  const response = await answering();
  expect(output).toContain("como compilación de publicación, npm run build:release");
  expect(output).toContain('email (SITE_EMAIL) = "hola@example.com": es un valor de ejemplo');
  expect(output).toContain(
    "la compilación de publicación nueva se rechazó (lo que hay que corregir está arriba). npm start sigue sirviendo la publicación anterior",
  );
  expect(output).toContain(`Sitio en producción: http://localhost:${port}`);
  expect(output).not.toMatch(/^\s+at /m);
  // The release that was there, untouched, is what answers.
  expect(response.headers.get("x-robots-tag")).toBeNull();
  expect(readlinkSync(link)).toBe(before);
  expect(builtRecord(path.join(link, BESIDE_CLIENT.buildRecord))?.release).toBe(true);
  await stopServer();
});

test("a preview says so where npm start starts it, once more when a release came before", async () => {
  test.setTimeout(scaled(300_000));
  execFileSync("npm", ["run", "build"], { cwd: ROOT, env: env(), stdio: "pipe" });
  let output = "";
  server = spawn("npm", ["start"], { cwd: ROOT, env: env(), stdio: ["ignore", "pipe", "pipe"] });
  server.stdout?.on("data", (chunk) => (output += chunk));
  server.stderr?.on("data", (chunk) => (output += chunk));
  const response = await answering();
  expect(response.headers.get("x-robots-tag")).toBe("noindex");
  expect(output).toContain(
    `Vista previa (no se indexa): http://localhost:${port} — para publicar: npm run build:release`,
  );
  expect(output).not.toContain("Sitio en producción");
  expect(
    output.match(
      /build\/ es una vista previa \(no se indexa\), hecha después de la última compilación de publicación/g,
    ),
  ).toHaveLength(1);
  await stopServer();
});

test("a preview stops on a wrong value, with the message and no stack trace", () => {
  const run = spawnSync("npm", ["start"], {
    cwd: ROOT,
    env: env({ SITE_RELEASE: "0", SITE_COMPANY_NAME: "" }),
    encoding: "utf8",
  });
  const output = `${run.stdout}${run.stderr}`;
  expect(run.status).toBe(1);
  expect(output).toContain('companyName (SITE_COMPANY_NAME) = "": está vacío');
  expect(output).not.toMatch(/^\s+at /m);
});

test("npm start stopped during its build stops the build: nothing left running, build/ as it was", async () => {
  test.skip(!available, "no /proc to find the build's processes");
  test.setTimeout(scaled(120_000));
  const before = readlinkSync(link);
  const mark = `${process.pid}-${Date.now()}`;
  // A release is asked for over the preview there: npm start must build.
  const npm = spawn("npm", ["start"], {
    cwd: ROOT,
    env: env({ SITE_RELEASE: "1", START_MODE_MARK: mark }),
    stdio: "ignore",
  });
  const exited = new Promise((resolve) => npm.once("exit", resolve));
  await expect
    .poll(() => markedProcesses("START_MODE_MARK", mark).map((process) => process.command), {
      timeout: scaled(60_000),
    })
    .toContainEqual(expect.stringMatching(/astro(\.\w+)? build/));
  if (npm.pid) process.kill(npm.pid, "SIGTERM");
  await exited;
  await expect
    .poll(() => markedProcesses("START_MODE_MARK", mark), { timeout: scaled(20_000) })
    .toEqual([]);
  expect(readlinkSync(link)).toBe(before);
  expect(builtRecord(path.join(link, BESIDE_CLIENT.buildRecord))?.release).toBe(false);
});
