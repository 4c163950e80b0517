/**
 * The steps of the nginx deploy specs.
 * - withChangedBootScript: a copy of a build whose pages run an inline script of their own, as
 *   a build with an inline script would (the site's boot is an external module today, but the
 *   policy allows whatever inline scripts a build's pages have, by hash). Every page gets one,
 *   which marks the document with the release's name when it runs, so a test sees which build a
 *   page came from and that its script was allowed to run. The pages' .br and .gz, the manifest's
 *   sizes and headers.json's policy follow: the copy is a complete build.
 * - visit: opens a page as a first-time visitor; which build's script ran, what the CSP blocked.
 * - deploy: `npm run deploy:nginx` as the guide runs it (and its --rollback).
 */
import { spawn } from "node:child_process";
import { cpSync, readFileSync, realpathSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { Browser } from "@playwright/test";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { BESIDE_CLIENT, ROOT } from "../../scripts/build-paths.ts";
import { headerOptionsFromPages, type HeadersFile } from "../../scripts/deploy-configs.ts";
import { builtPages } from "../../scripts/files.ts";
import { contentSecurityPolicy } from "../../scripts/headers.ts";
import type { BuildManifest } from "../../scripts/server/generation.ts";
import { scaled } from "../time-scale.ts";

export const RELEASE_ATTRIBUTE = "data-release";

/**
 * Copies the build `source` links to into `target` (named as its release), marked `release`. The
 * copy is recorded as a release build, since the deploy publishes nothing else: what these specs
 * prove is how the switch happens, whatever company the pages are for.
 */
export function withChangedBootScript(source: string, target: string, release: string): string {
  cpSync(realpathSync(source), target, { recursive: true });
  const client = path.join(target, "client");
  const manifestFile = path.join(target, BESIDE_CLIENT.manifest);
  const manifest = JSON.parse(readFileSync(manifestFile, "utf8")) as BuildManifest;
  const mark = `<script type="module">document.documentElement.setAttribute(${JSON.stringify(RELEASE_ATTRIBUTE)},${JSON.stringify(release)});</script>`;
  for (const page of builtPages(client)) {
    const file = path.join(client, page);
    const html = readFileSync(file, "utf8");
    if (!html.includes("</body>")) throw new Error(`changed-boot-script: ${page} has no </body>`);
    writeFileSync(file, html.replace("</body>", `${mark}</body>`));
    const bytes = readFileSync(file);
    const quality = { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } };
    const encodings = { br: brotliCompressSync(bytes, quality), gz: gzipSync(bytes, { level: 9 }) };
    for (const [suffix, encoded] of Object.entries(encodings)) {
      if (!(`${page}.${suffix}` in manifest.files)) continue;
      writeFileSync(`${file}.${suffix}`, encoded);
      manifest.files[`${page}.${suffix}`] = encoded.length;
    }
    manifest.files[page] = statSync(file).size;
  }
  writeFileSync(manifestFile, JSON.stringify(manifest));
  const recordFile = path.join(target, BESIDE_CLIENT.buildRecord);
  const record = JSON.parse(readFileSync(recordFile, "utf8")) as { release: boolean };
  writeFileSync(recordFile, JSON.stringify({ ...record, release: true }));
  const headersFile = path.join(target, BESIDE_CLIENT.headers);
  const headers = JSON.parse(readFileSync(headersFile, "utf8")) as HeadersFile;
  headers.all["Content-Security-Policy"] = contentSecurityPolicy(headerOptionsFromPages(client));
  writeFileSync(headersFile, JSON.stringify(headers));
  return target;
}

export type Visit = { route: string; release: string | null; violations: string[] };

/**
 * Opens `route` of `url` as a first-time visitor: which build's script ran, and what the CSP
 * blocked. With `html`, the page is that text under the headers the server sent.
 */
export async function visit(
  browser: Browser,
  url: string,
  route: string,
  html?: string,
): Promise<Visit> {
  const context = await browser.newContext({ baseURL: url });
  await context.addInitScript(() => {
    const violations: string[] = [];
    Object.assign(window, { violations });
    document.addEventListener("securitypolicyviolation", (event) =>
      violations.push(`${event.violatedDirective} ${event.blockedURI}`),
    );
  });
  const page = await context.newPage();
  if (html)
    await page.route(`${url}${route}`, (r) =>
      r.fetch().then((response) => r.fulfill({ response, body: html })),
    );
  await page.goto(route);
  // A blocked script never marks the page; a violation is reported in a task of its own.
  await page
    .waitForFunction(
      (name) =>
        document.documentElement.hasAttribute(name) ||
        (window as unknown as { violations: string[] }).violations.length > 0,
      RELEASE_ATTRIBUTE,
      { timeout: scaled(10_000) },
    )
    .catch(() => undefined);
  const result = await page.evaluate(
    (name) => ({
      release: document.documentElement.getAttribute(name),
      violations: (window as unknown as { violations: string[] }).violations,
    }),
    RELEASE_ATTRIBUTE,
  );
  await context.close();
  return { route, ...result };
}

/**
 * `npm run deploy:nginx` of `build` to `site`, as the guide runs it, for the nginx run by `args`
 * (undefined: no NGINX_ARGS at all), with the guide's `flags` (--rollback) and `env`.
 */
export function deploy(
  build: string,
  site: string,
  args: string[] | undefined,
  { flags = [], env = {} }: { flags?: string[]; env?: Record<string, string> } = {},
) {
  const inherited: NodeJS.ProcessEnv = { ...process.env, BUILD_LINK: build, ...env };
  if (args) inherited.NGINX_ARGS = args.join(" ");
  else delete inherited.NGINX_ARGS;
  const child = spawn(process.execPath, ["scripts/nginx-deploy-cli.ts", site, ...flags], {
    cwd: ROOT,
    env: inherited,
  });
  let output = "";
  for (const stream of [child.stdout, child.stderr]) stream.on("data", (data) => (output += data));
  return new Promise<{ code: number | null; output: string }>((resolve) =>
    child.on("exit", (code) => resolve({ code, output })),
  );
}
