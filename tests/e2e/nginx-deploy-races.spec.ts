/**
 * npm run deploy:nginx where an operator can get it wrong (docs/deploy.md, "Each deploy"): two
 * deploys at once, the site named through a link, nginx's pid file moved away, no NGINX_ARGS for
 * an nginx started with its own -c, a reload an old worker never finishes, no nginx serving the
 * site at all. Each deploy switches a
 * release whose boot script differs, so a deploy that switched without having nginx load the new
 * policy shows as a blocked script in Chromium. Self-contained: its own nginx on E2E_PORT + 9.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, readlinkSync, renameSync, rmSync, symlinkSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { BUILD_DIR, ROOT } from "../../scripts/build-paths.ts";
import { lockSite } from "../../scripts/nginx-lock.ts";
import { children } from "../../scripts/nginx-reload.ts";
import { allowedReleases } from "../../scripts/nginx-served.ts";
import { nginxArgs, nginxMissing, nginxSiteDir, startNginx } from "../../scripts/nginx-site.ts";
import { deploy, visit, withChangedBootScript } from "./deploy-steps";
import { origin, request } from "./raw-http";
import { scaled } from "../time-scale.ts";

test.describe.configure({ mode: "serial" });

const noNginx = nginxMissing();
const port = origin(`http://localhost:${process.env.E2E_PORT ?? 4599}`).port + 9;
const url = `http://127.0.0.1:${port}`;
const site = nginxSiteDir(port);
let tmp = "";
let nginx: ChildProcess | undefined;
const release = (name: string) => withChangedBootScript(BUILD_DIR, path.join(tmp, name), name);
const live = () => path.basename(path.dirname(readlinkSync(path.join(site, "live"))));

test.beforeAll(async () => {
  if (noNginx) return;
  tmp = mkdtempSync(path.join(os.tmpdir(), "nginx-races-"));
  nginx = startNginx(port, { link: release("r0") });
  const status = () => request(url, { path: "/" }).then((r) => r.status);
  await expect.poll(() => status().catch(() => 0), { timeout: scaled(30_000) }).toBe(200);
});

test.afterAll(() => {
  nginx?.kill("SIGQUIT");
  if (tmp) rmSync(tmp, { recursive: true, force: true });
});

test.beforeEach(() => test.skip(Boolean(noNginx), noNginx));

test("a deploy while another holds the site is refused, naming it; a killed one's lock is taken over", async () => {
  const held = lockSite(site);
  const refused = await deploy(release("r1"), site, nginxArgs(port));
  held.release();
  expect(refused.code).toBe(1);
  expect(refused.output).toContain(
    `otra publicación está en curso en ${site} (proceso ${process.pid}`,
  );
  expect(live()).toBe("r0");

  // A deploy killed with -9 while it held the lock.
  const script = `import(${JSON.stringify(path.join(ROOT, "scripts/nginx-lock.ts"))}).then((m) => { m.lockSite(${JSON.stringify(site)}); console.log("held"); setInterval(() => {}, 1000); })`;
  const killed = spawn(process.execPath, ["-e", script], { stdio: ["ignore", "pipe", "inherit"] });
  await new Promise((resolve) => killed.stdout.once("data", resolve));
  killed.kill("SIGKILL");
  await new Promise((resolve) => killed.once("exit", resolve));
  const after = await deploy(path.join(tmp, "r1"), site, nginxArgs(port));
  expect(after.code, after.output).toBe(0);
  expect(after.output).toContain(`se interrumpió (proceso ${killed.pid}`);
  expect(live()).toBe("r1");
});

test("deploys started together run one at a time: live is always a release the policy allows", async ({
  browser,
}) => {
  test.setTimeout(scaled(120_000));
  const names = ["r2", "r3", "r4"];
  const builds = names.map(release);
  const runs = await Promise.all(builds.map((build) => deploy(build, site, nginxArgs(port))));
  for (const { code, output } of runs) {
    if (code !== 0) expect(output).toContain("otra publicación está en curso");
  }
  const published = runs.flatMap(({ code, output }, i) =>
    code === 0 && output.includes(`live → releases/${names[i]}\n`) ? [names[i]] : [],
  );
  console.log(`published: ${published.join(", ")}; refused: ${runs.length - published.length}`);
  expect(published.length).toBeGreaterThan(0);
  expect(published).toContain(live());
  expect(allowedReleases(site)).toContain(live());
  expect(await visit(browser, url, "/")).toEqual({ route: "/", release: live(), violations: [] });
});

test("the site named through a link: nginx is found serving it and reloaded", async ({
  browser,
}) => {
  const alias = path.join(tmp, "site-alias");
  symlinkSync(site, alias);
  const { code, output } = await deploy(release("r5"), alias, nginxArgs(port));
  expect(code, output).toBe(0);
  expect(output).toContain("nginx cargó su política");
  expect(await visit(browser, url, "/")).toEqual({ route: "/", release: "r5", violations: [] });
});

test("nginx's pid file moved away: the running master is still found and reloaded", async ({
  browser,
}) => {
  const pidFile = path.join(path.dirname(site), "nginx.pid");
  renameSync(pidFile, `${pidFile}.aside`);
  const run = await deploy(release("r6"), site, nginxArgs(port)).finally(() =>
    renameSync(`${pidFile}.aside`, pidFile),
  );
  expect(run.code, run.output).toBe(0);
  expect(run.output).toContain("nginx cargó su política");
  expect(await visit(browser, url, "/")).toEqual({ route: "/", release: "r6", violations: [] });
});

test("no NGINX_ARGS for an nginx started with its own -c: it is still found and reloaded", async ({
  browser,
}) => {
  const { code, output } = await deploy(release("r7"), site, undefined);
  expect(code, output).toBe(0);
  expect(output).toContain("nginx cargó su política");
  expect(await visit(browser, url, "/")).toEqual({ route: "/", release: "r7", violations: [] });
});

test("a reload an old worker never finishes: not switched, saying what changed; a rollback runs", async ({
  browser,
}) => {
  const before = live();
  const [stopped] = children(nginx?.pid as number);
  process.kill(stopped as number, "SIGSTOP");
  const timeout = { env: { NGINX_RELOAD_TIMEOUT: "2" } };
  const run = await deploy(release("r8"), site, nginxArgs(port), timeout).finally(() =>
    process.kill(stopped as number, "SIGCONT"),
  );
  expect(run.code).toBe(1);
  expect(run.output).toContain("no terminó de recargar");
  expect(run.output).toContain(`live sigue en releases/${before}/client; releases.conf permite`);
  expect(live()).toBe(before);
  expect(allowedReleases(site)).toEqual(expect.arrayContaining([before, "r8"]));
  // The new workers run that policy; the rollback loads its own before it switches.
  const back = await deploy(path.join(tmp, "r8"), site, nginxArgs(port), { flags: ["--rollback"] });
  expect(back.code, back.output).toBe(0);
  expect(live()).not.toBe(before);
  expect(await visit(browser, url, "/")).toEqual({ route: "/", release: live(), violations: [] });
});

test("no nginx serving a site whose live exists: not switched, unless --no-reload says so", async () => {
  const alone = path.join(tmp, "sin-nginx");
  const first = await deploy(path.join(tmp, "r6"), alone, nginxArgs(port));
  expect(first.code, first.output).toBe(0);
  const second = await deploy(path.join(tmp, "r7"), alone, nginxArgs(port));
  expect(second.code).toBe(1);
  expect(second.output).toContain("Si ningún nginx sirve");
  expect(second.output).toContain("live y releases.conf quedaron como estaban");
  expect(readlinkSync(path.join(alone, "live"))).toContain("r6");
  const told = await deploy(path.join(tmp, "r7"), alone, nginxArgs(port), {
    flags: ["--no-reload"],
  });
  expect(told.code, told.output).toBe(0);
  expect(readlinkSync(path.join(alone, "live"))).toContain("r7");
});
