/**
 * npm run deploy:nginx against a running nginx (scripts/nginx-site.ts, the guide's installation)
 * while Chromium keeps opening pages. The two builds differ in an inline script, so each
 * needs its own hash in the Content-Security-Policy: every page of either build must run its
 * script under the policy it came with (0 violations) before, during and after the deploy, and
 * after a rollback (npm run deploy:nginx -- --rollback) to the release it replaced. Also: nginx serves only the files a release lists,
 * and a truncated asset in the shared pool is repaired by the next deploy, which names it.
 * Self-contained: its own nginx on E2E_PORT + 6, its own builds (copies of the suite's).
 */
import type { ChildProcess } from "node:child_process";
import { mkdtempSync, readFileSync, readlinkSync, rmSync } from "node:fs";
import { truncateSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { BUILD_DIR } from "../../scripts/build-paths.ts";
import type { HeadersFile } from "../../scripts/deploy-configs.ts";
import { NGINX_SERVED } from "../../scripts/nginx-conf.ts";
import { deployToNginx } from "../../scripts/nginx-deploy.ts";
import {
  nginxArgs,
  nginxMissing,
  nginxSiteDir,
  prepareNginx,
  startNginx,
} from "../../scripts/nginx-site.ts";
import { deploy, visit, withChangedBootScript, type Visit } from "./deploy-steps";
import { ROUTES } from "./fixtures";
import { origin, request } from "./raw-http";
import { scaled } from "../time-scale.ts";

test.describe.configure({ mode: "serial" });

const noNginx = nginxMissing();
const port = origin(`http://localhost:${process.env.E2E_PORT ?? 4599}`).port + 6;
const url = `http://127.0.0.1:${port}`;
const site = nginxSiteDir(port);
let tmp = "";
const [BEFORE, AFTER] = ["antes", "despues"];
let nginx: ChildProcess | undefined;

test.beforeAll(async () => {
  if (noNginx) return;
  tmp = mkdtempSync(path.join(os.tmpdir(), "nginx-deploy-"));
  withChangedBootScript(BUILD_DIR, path.join(tmp, BEFORE), BEFORE);
  withChangedBootScript(BUILD_DIR, path.join(tmp, AFTER), AFTER);
  nginx = startNginx(port, { link: path.join(tmp, BEFORE) });
  const status = () => request(url, { path: "/" }).then((r) => r.status);
  await expect.poll(() => status().catch(() => 0), { timeout: scaled(30_000) }).toBe(200);
});

test.afterAll(() => {
  nginx?.kill("SIGQUIT");
  if (tmp) rmSync(tmp, { recursive: true, force: true });
});

test.beforeEach(() => test.skip(Boolean(noNginx), noNginx));

test("the check sees a page whose script its policy blocks", async ({ browser }) => {
  const newer = readFileSync(path.join(tmp, AFTER, "client", "index.html"), "utf8");
  const blocked = await visit(browser, url, "/", newer);
  expect(blocked.release).toBeNull();
  expect(blocked.violations.join()).toContain("script-src");
});

test("a deploy whose inline script changed: 0 CSP violations before, during and after it", async ({
  browser,
}) => {
  test.setTimeout(scaled(120_000));
  const visits: Visit[] = [];
  let done = false;
  const deployed = deploy(path.join(tmp, AFTER), site, nginxArgs(port)).finally(
    () => (done = true),
  );
  // Two visitors open pages until the deploy is over, then three more each.
  const visitor = async (offset: number) => {
    for (let i = offset, after = 0; after < 3; i += 2) {
      if (done) after += 1;
      visits.push(await visit(browser, url, ROUTES[i % ROUTES.length] as string));
    }
  };
  await Promise.all([visitor(0), visitor(1)]);
  const { code, output } = await deployed;
  expect(code, output).toBe(0);
  expect(output).toContain("nginx cargó su política");
  console.log(
    `${visits.length} pages opened during the deploy: ${visits.map((v) => v.release).join(" ")}`,
  );
  expect(visits.filter((v) => v.violations.length > 0 || v.release === null)).toEqual([]);
  expect(visits[0]?.release).toBe(BEFORE);
  expect(visits.at(-1)?.release).toBe(AFTER);
});

test("npm run deploy:nginx -- --rollback: back to the release it replaced, and back again", async ({
  browser,
}) => {
  const rollback = () =>
    deploy(path.join(tmp, AFTER), site, nginxArgs(port), { flags: ["--rollback"] });
  const back = await rollback();
  expect(back.code, back.output).toBe(0);
  expect(back.output).toContain(`live → releases/${BEFORE}\n`);
  expect(await visit(browser, url, "/")).toEqual({ route: "/", release: BEFORE, violations: [] });
  const again = await rollback();
  expect(again.code, again.output).toBe(0);
  expect(await visit(browser, url, "/")).toEqual({ route: "/", release: AFTER, violations: [] });
});

test("nginx serves only the files the releases list", async () => {
  writeFileSync(path.join(site, "live", "notas.txt"), "no listado\n");
  writeFileSync(path.join(site, "live", "verticelab", "borrador.html"), "<p>no listado</p>");
  expect((await request(url, { path: "/notas.txt" })).status).toBe(404);
  expect((await request(url, { path: "/verticelab/borrador" })).status).toBe(404);
  expect((await request(url, { path: "/verticelab/borrador.html" })).status).toBe(404);
  expect((await request(url, { path: "/robots.txt" })).status).toBe(200);
});

test("a truncated file in the shared assets is repaired by the next deploy, which names it", async () => {
  const home = readFileSync(path.join(tmp, AFTER, "client", "index.html"), "utf8");
  const stylesheet = /href="\/(assets\/[^"]+\.css)"/.exec(home)?.[1] as string;
  const whole = readFileSync(path.join(tmp, AFTER, "client", stylesheet));
  truncateSync(path.join(site, stylesheet), 100);
  const { code, output } = await deploy(path.join(tmp, AFTER), site, nginxArgs(port));
  expect(code, output).toBe(0);
  expect(output).toContain(`Reparado en ${site}: ${stylesheet} (100 de ${whole.length} bytes)`);
  const served = await request(url, {
    path: `/${stylesheet}`,
    headers: { "Accept-Encoding": "identity" },
  });
  expect(served.body.equals(whole)).toBe(true);
});

test("the reload is what makes the switch safe: without it, the new pages' script is blocked", async ({
  browser,
}) => {
  const third = withChangedBootScript(BUILD_DIR, path.join(tmp, "sin-recarga"), "sin-recarga");
  // The switch alone, as a deploy that left nginx's configuration to a later step did.
  deployToNginx(third, site, { nginx: false });
  const blocked = await visit(browser, url, "/");
  expect(blocked.release).toBeNull();
  expect(blocked.violations.join()).toContain("script-src");
  const { code, output } = await deploy(third, site, nginxArgs(port));
  expect(code, output).toBe(0);
  expect(await visit(browser, url, "/")).toEqual({
    route: "/",
    release: "sin-recarga",
    violations: [],
  });
});

test("an nginx whose configuration does not include releases.conf: refused, saying what to copy", () => {
  // The guide's installation with a site.conf from before releases.conf: the policy inline.
  const args = prepareNginx(port + 1, { link: path.join(tmp, AFTER) });
  const conf = path.join(args[1] as string, "conf.d", "site.conf");
  const older = readFileSync(conf, "utf8").replace(/^include .*releases\.conf;$/m, "");
  const policy = readFileSync(path.join(tmp, AFTER, "headers.json"), "utf8");
  const csp = (JSON.parse(policy) as HeadersFile).all["Content-Security-Policy"];
  writeFileSync(
    conf,
    older.replaceAll(NGINX_SERVED.csp, `"${csp}"`).replaceAll(NGINX_SERVED.fileOfUri, "$uri"),
  );
  expect(() =>
    deployToNginx(path.join(tmp, BEFORE), nginxSiteDir(port + 1), { nginx: args }),
  ).toThrow("Copia build/deploy/nginx.conf a /etc/nginx/conf.d/site.conf");
  expect(readlinkSync(path.join(nginxSiteDir(port + 1), "live"))).toContain(AFTER);
});
