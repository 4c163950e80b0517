/**
 * Builds never break a running site (scripts/build.ts, scripts/serve.ts): beside the suite's own
 * build, a copy of it is served by `npm start`'s server (and, where nginx is installed, published
 * with npm run deploy:nginx) while a new build is made whose company name has one character more,
 * one the pages did not use, so the font subset and the stylesheet change; then while a build is
 * killed half-way. Polling every 100 ms, every page seen must be whole: its HTML and each asset
 * it references byte-identical to one build's files, and never a 304 for content that changed.
 * After the swap, a page opened before it still gets its stylesheet, font and island code, on
 * both servers, and every asset name both builds share holds the same bytes.
 */
import { spawn, type ChildProcess } from "node:child_process";
import {
  cpSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  realpathSync,
  rmSync,
  symlinkSync,
} from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { site } from "../../src/config/site";
import { BESIDE_CLIENT, BUILD_DIR, generationsDir, ROOT } from "../../scripts/build-paths.ts";
import { deployToNginx } from "../../scripts/nginx-deploy.ts";
import { retention, servedBuilds } from "../../scripts/server/previous-builds.ts";
import { nginxArgs, nginxMissing, nginxSiteDir, startNginx } from "../../scripts/nginx-site.ts";
import {
  expectAssetsNamedByContent,
  expectEarlierAssetsServed,
  expectOpenPageStillWorks,
} from "./open-page";
import { scaled, SERVER_START_MS } from "../time-scale";
import { origin, request } from "./raw-http";

test.describe.configure({ mode: "serial" });

const tmp = mkdtempSync(path.join(os.tmpdir(), "build-swap-"));
const link = path.join(tmp, "build");
const generations = generationsDir(link);
const env = (extra: Record<string, string> = {}) => ({
  ...process.env,
  BUILD_LINK: link,
  ...extra,
});
let server: ChildProcess | undefined;
let nginx: ChildProcess | undefined;
let baseURL = "";
/** Ports beside the suite's (its own server on E2E_PORT, nginx on E2E_PORT + 2). */
const suitePort = origin(
  process.env.E2E_PORT ? `http://localhost:${process.env.E2E_PORT}` : "http://localhost:4599",
).port;
const nginxPort = suitePort + 5;
const nginxURL = `http://127.0.0.1:${nginxPort}`;
const noNginx = nginxMissing();
const old = path.join(generations, "old");

/** The files of every build under `generations`, by build: what a whole page must equal. */
function builds(): Map<string, string>[] {
  if (!existsSync(generations)) return [];
  return readdirSync(generations).map((name) => {
    const client = path.join(generations, name, "client");
    const files = new Map<string, string>();
    const read = (relative: string) => {
      const file = path.join(client, relative);
      if (existsSync(file)) files.set(relative, readFileSync(file, "latin1"));
    };
    read("index.html");
    for (const asset of /\/assets\/[\w.-]+\.(?:css|js)/g[Symbol.match](
      files.get("index.html") ?? "",
    ) ?? [])
      read(asset.slice(1));
    return files;
  });
}

/** Polls / every 100 ms until `until` settles; returns what it saw. */
async function poll(until: Promise<unknown>) {
  let done = false;
  void until.finally(() => (done = true));
  const seen = new Set<string>();
  let previous: { etag: string; body: string } | undefined;
  while (!done) {
    const page = await request(baseURL, { path: "/", headers: { "Accept-Encoding": "identity" } });
    expect(page.status).toBe(200);
    const html = page.body.toString("latin1");
    const assets = html.match(/\/assets\/[\w.-]+\.(?:css|js)/g) ?? [];
    const bodies = await Promise.all(
      assets.map((asset) =>
        request(baseURL, { path: asset, headers: { "Accept-Encoding": "identity" } }),
      ),
    );
    const whole = builds().find(
      (files) =>
        files.get("index.html") === html &&
        assets.every(
          (asset, i) => files.get(asset.slice(1)) === bodies[i]?.body.toString("latin1"),
        ),
    );
    expect(whole, "the page and its assets come from one complete build").toBeTruthy();
    if (previous) {
      const again = await request(baseURL, {
        path: "/",
        headers: { "Accept-Encoding": "identity", "If-None-Match": previous.etag },
      });
      if (again.status === 304)
        expect(html, "a 304 only for unchanged content").toBe(previous.body);
    }
    previous = { etag: String(page.headers.etag), body: html };
    seen.add(/<title>([^<]*)<\/title>/.exec(page.body.toString("utf8"))?.[1] ?? "");
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return seen;
}

function build(extra: Record<string, string>) {
  const child = spawn(process.execPath, ["scripts/build.ts"], {
    cwd: ROOT,
    env: env(extra),
    stdio: "ignore",
    detached: true,
  });
  const exit = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  return { child, exit };
}

test.beforeAll(async () => {
  // The suite's build, copied whole: the "old" build the server starts with.
  cpSync(realpathSync(BUILD_DIR), old, { recursive: true });
  symlinkSync(old, link);
  const port = suitePort + 4;
  baseURL = `http://127.0.0.1:${port}`;
  server = spawn(process.execPath, ["scripts/serve.ts"], {
    cwd: ROOT,
    env: env({ PORT: String(port) }),
    stdio: ["ignore", "ignore", "inherit"],
  });
  await expect
    .poll(
      () =>
        request(baseURL, { path: "/" }).then(
          (r) => r.status,
          () => 0,
        ),
      { timeout: SERVER_START_MS },
    )
    .toBe(200);
  if (noNginx) return;
  nginx = startNginx(nginxPort, { link });
  await expect
    .poll(
      () =>
        request(nginxURL, { path: "/" }).then(
          (r) => r.status,
          () => 0,
        ),
      { timeout: SERVER_START_MS },
    )
    .toBe(200);
});

test.afterAll(() => {
  server?.kill();
  nginx?.kill("SIGQUIT");
  rmSync(tmp, { recursive: true, force: true });
  rmSync(generations, { recursive: true, force: true });
});

/** A character the pages do not use yet: the font subset, so the stylesheet, must change. */
function newCharacter(html: string): string {
  const unused = ["…", "’", "—", "€", "™"].find((character) => !html.includes(character));
  if (!unused) throw new Error("build-swap: every candidate character is already in the page");
  return unused;
}

test("a build made while the site is served swaps in whole", async ({ browser }) => {
  test.setTimeout(scaled(300_000));
  const openHtml = readFileSync(path.join(old, "client", "index.html"), "utf8");
  const renamed = `${site.companyName}${newCharacter(openHtml)}`;
  const { exit } = build({ SITE_COMPANY_NAME: renamed });
  const seen = await poll(exit);
  expect(await exit).toBe(0);
  expect([...(await poll(Promise.resolve()))].join()).toContain(renamed);
  expect(
    [...seen].some((title) => !title.includes(renamed)),
    "the old build was served during the build",
  ).toBe(true);

  const before = path.join(old, "client");
  const after = path.join(realpathSync(link), "client");
  const shared = expectAssetsNamedByContent(before, after);
  console.log(`${shared} asset names in both builds, each with the same bytes`);
  await expectEarlierAssetsServed(baseURL, before);
  await expectOpenPageStillWorks(browser, baseURL, openHtml);
});

test("nginx: the deploy step switches to the new build and keeps the old assets", async ({
  browser,
}) => {
  test.skip(Boolean(noNginx), noNginx);
  test.setTimeout(scaled(120_000));
  const before = path.join(old, "client");
  deployToNginx(link, nginxSiteDir(nginxPort), { nginx: nginxArgs(nginxPort) });
  const page = (await request(nginxURL, { path: "/" })).body.toString("utf8");
  expect(page, "nginx serves the new build").toBe(
    readFileSync(path.join(realpathSync(link), "client", "index.html"), "utf8"),
  );
  await expectEarlierAssetsServed(nginxURL, before);
  await expectOpenPageStillWorks(
    browser,
    nginxURL,
    readFileSync(path.join(before, "index.html"), "utf8"),
  );
});

test("a build killed half-way leaves the last build serving", async () => {
  test.setTimeout(scaled(180_000));
  const before = readlinkSync(link);
  const existing = new Set(readdirSync(generations));
  const { child, exit } = build({ SITE_COMPANY_NAME: "Compañía Interrumpida" });
  // Killed once it has started writing pages into its own directory.
  const started = () =>
    readdirSync(generations).some(
      (name) =>
        !existing.has(name) && existsSync(path.join(generations, name, "client", "index.html")),
    );
  const writing = expect.poll(started, { timeout: scaled(150_000), intervals: [100] }).toBe(true);
  await poll(writing.then(() => process.kill(-(child.pid as number), "SIGKILL")));
  await exit;
  expect(readlinkSync(link)).toBe(before);
  expect([...(await poll(Promise.resolve()))].join()).not.toContain("Interrumpida");
});

test("a build killed after its manifest, before its swap, is never taken for the live build", async () => {
  test.setTimeout(180_000);
  const live = realpathSync(link);
  const rollback = servedBuilds(generations, live).at(-2)?.dir as string;
  // What a build killed between its manifest and its swap leaves: a complete build, never served.
  const killed = path.join(generations, `${path.basename(live)}-killed`);
  cpSync(live, killed, { recursive: true });
  rmSync(path.join(killed, BESIDE_CLIENT.served));
  expect([...retention(generations, live).keys()]).not.toContain(killed);

  const { exit } = build({ SITE_COMPANY_NAME: `${site.companyName} Siguiente` });
  expect(await exit).toBe(0);
  const next = realpathSync(link);
  const keep = retention(generations, next);
  expect(keep.get(live), "the build that was live is the rollback target, whole").toBe("whole");
  expect(existsSync(path.join(live, "client", "index.html"))).toBe(true);
  expect(keep.get(rollback), "the one before it keeps its assets only").toBe("assets");
  expect(keep.has(killed), "the killed build is nobody's predecessor").toBe(false);
  expect(
    servedBuilds(generations, next)
      .map(({ dir }) => dir)
      .slice(-2),
  ).toEqual([live, next]);
});
