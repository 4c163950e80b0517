/**
 * The baseline: a built static site that contains none of our code (BENCH_BASELINE_DIR, e.g. a
 * build of the AstroWind template), measured beside our home page. It is served the way our build
 * is: a copy is laid out as a build of ours in a temporary folder (client/, the .br/.gz our build
 * writes, a manifest, headers.json) and served by a second process of the same server
 * (scripts/serve.ts through BUILD_LINK). Its headers follow our policy, with a Content Security
 * Policy hashed from its own inline scripts, as our build hashes ours. One difference stays: our
 * server caches only /assets/ for a year, so the baseline's hashed files get the pages' revalidated
 * caching, which Lighthouse's cold loads never use.
 */
import { cpSync, existsSync, mkdtempSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { BESIDE_CLIENT } from "../build-paths.ts";
import { headerOptionsFromPages, type HeadersFile } from "../deploy-configs.ts";
import { filesUnder } from "../files.ts";
import { CACHE, securityHeaders } from "../headers.ts";
import { precompress } from "../precompress.ts";
import { NOT_FOUND_PAGE, type BuildManifest } from "../server/generation.ts";
import { startServer, type Served } from "./server.ts";

export const BASELINE_ENV = "BENCH_BASELINE_DIR";
/** The baseline's page measured beside our home page. */
export const BASELINE_ROUTE = "/";

export type Baseline = Served & { name: string; client: string };

/** Why there is no baseline in this run, or undefined when BENCH_BASELINE_DIR names one. */
export function baselineSkipped(): string | undefined {
  const dir = process.env[BASELINE_ENV];
  if (!dir) return `Baseline skipped: ${BASELINE_ENV} is not set (a built static site folder).`;
  if (!existsSync(path.join(dir, "index.html"))) {
    console.error(`${BASELINE_ENV}=${dir}: no index.html there; give a built static site folder.`);
    process.exit(1);
  }
  return undefined;
}

/** Lays the baseline out as a build of ours, outside the repository. */
function layOut(source: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), "bench-baseline-"));
  const client = path.join(dir, "client");
  cpSync(source, client, { recursive: true });
  // Our server answers unknown paths with the build's not-found page; a site without one gets a
  // bare one (the bench never asks for it).
  const notFound = path.join(client, NOT_FOUND_PAGE);
  if (!existsSync(notFound)) writeFileSync(notFound, "<!doctype html><title>404</title>\n");
  precompress(client);
  const headers: HeadersFile = {
    all: securityHeaders(headerOptionsFromPages(client)),
    hashedAssets: CACHE.hashed,
    pages: CACHE.page,
    notFound: CACHE.notFound,
  };
  writeFileSync(path.join(dir, BESIDE_CLIENT.headers), `${JSON.stringify(headers, null, 2)}\n`);
  const files = Object.fromEntries(
    filesUnder(client).map((file) => [file, statSync(path.join(client, file)).size]),
  );
  const manifest: BuildManifest = { files };
  writeFileSync(path.join(dir, BESIDE_CLIENT.manifest), `${JSON.stringify(manifest)}\n`);
  return dir;
}

/** Serves BENCH_BASELINE_DIR on a free port; `stop()` also removes the temporary copy. */
export async function startBaseline(): Promise<Baseline> {
  const source = path.resolve(process.env[BASELINE_ENV] ?? "");
  const dir = layOut(source);
  const served = await startServer(0, { BUILD_LINK: dir }).catch((error: unknown) => {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  });
  return {
    ...served,
    name: `baseline (${path.basename(source)})`,
    client: path.join(dir, "client"),
    stop() {
      served.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
