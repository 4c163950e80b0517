/**
 * `npm run deploy:nginx [-- <directory>]` publishes the build build/ links to for nginx
 * (docs/deploy.md), in the layout build/deploy/nginx.conf serves (default /var/www/site):
 *
 *   releases/<build>/client/   the files the build's manifest lists, and only those, checked
 *   assets/                    the assets of every release still in the window (nginx-pool.ts)
 *   releases.conf              the policy and file list of the releases live may point to
 *   live -> releases/<build>/client   switched in one rename, so nginx serves one build whole
 *
 * Pages and their headers switch as one step: releases.conf, allowing the pages of the live
 * release and of the new one, is written and loaded by a reload of the running nginx that has
 * finished (every old worker gone) before `live` switches (nginx-served.ts, nginx-reload.ts).
 * A removed page is gone at the switch, while pages opened before it still get their stylesheet
 * and islands from assets/: the window of scripts/server/previous-builds.ts decides what stays.
 */
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readFileSync,
  realpathSync,
  renameSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import path from "node:path";
import { BESIDE_CLIENT, BUILD_DIR } from "./build-paths.ts";
import { NGINX_RELEASE_LINK, NGINX_ROOT } from "./nginx-conf.ts";
import { fillPool } from "./nginx-pool.ts";
import { loadServed, NGINX_STEPS, type NginxArgs, type NginxStep } from "./nginx-served.ts";
import {
  BuildRefused,
  checkFiles,
  loadGeneration,
  type BuildManifest,
  type Generation,
} from "./server/generation.ts";
import { markServed, pruneBuilds, servedBuilds } from "./server/previous-builds.ts";
import { previewRefusal } from "./site-config.ts";

// Only a release build is published (docs/deploy.md): a preview is refused before anything moves.
if (import.meta.filename === process.argv[1] && previewRefusal()) {
  console.error(`No se publicó: ${previewRefusal()}.`);
  process.exit(1);
}

const RELEASES = "releases";
const ASSETS = "assets";

export type DeployOptions = {
  /** The arguments the running nginx was started with (-p, -c); false: no nginx to reload here. */
  nginx?: NginxArgs;
};
export type Deployed = { release: string; nginx: NginxStep; repaired: string[] };

/** Copies the files `generation` lists, and only those, to `release` (again if not whole). */
function publishRelease(generation: Generation, release: string): void {
  const manifestFile = path.join(generation.dir, BESIDE_CLIENT.manifest);
  const manifest = JSON.parse(readFileSync(manifestFile, "utf8")) as BuildManifest;
  const client = path.join(release, "client");
  const copied = path.join(release, BESIDE_CLIENT.manifest);
  if (existsSync(copied) && checkFiles(client, manifest).length === 0) return;
  rmSync(release, { recursive: true, force: true });
  for (const file of Object.keys(manifest.files)) {
    mkdirSync(path.dirname(path.join(client, file)), { recursive: true });
    copyFileSync(path.join(generation.client, file), path.join(client, file));
  }
  const problems = checkFiles(client, manifest);
  if (problems.length > 0)
    throw new BuildRefused(`la copia no quedó completa: ${problems.join("; ")}`);
  writeFileSync(copied, JSON.stringify(manifest));
}

/** The release `live` points to now, if it is one of `releases`. */
function liveRelease(site: string, releases: string): string | undefined {
  const live = path.join(site, NGINX_RELEASE_LINK);
  if (!existsSync(live)) return undefined;
  const release = path.dirname(realpathSync(live));
  return path.dirname(release) === realpathSync(releases) ? release : undefined;
}

/** Publishes the build `link` points to under `site` and switches `live` to it. */
export function deployToNginx(link: string, site: string, options: DeployOptions = {}): Deployed {
  const generation = loadGeneration(link);
  mkdirSync(path.join(site, RELEASES), { recursive: true });
  const releases = realpathSync(path.join(site, RELEASES));
  const release = path.join(releases, path.basename(generation.dir));
  publishRelease(generation, release);
  const previous = liveRelease(site, releases);
  const kept = servedBuilds(releases, previous ?? release).map(({ dir }) => dir);
  const repaired = fillPool(path.join(site, ASSETS), [...new Set([...kept, release])]);
  // The policy and files of the new release and of its rollback target: the release live until
  // now, or, when the live one is published again, the one it had replaced.
  const order = servedBuilds(releases, release).map(({ dir }) => dir);
  const rollback = previous !== release ? previous : order[order.indexOf(release) - 1];
  const served = rollback ? [rollback, release] : [release];
  const nginx = loadServed(site, served, options.nginx ?? []);

  // Stamped before the switch: a kill right after leaves it current and stamped.
  if (previous) markServed(releases, previous);
  const live = path.join(site, NGINX_RELEASE_LINK);
  const temporary = `${live}.${process.pid}`;
  rmSync(temporary, { force: true });
  symlinkSync(path.relative(site, path.join(release, "client")), temporary);
  renameSync(temporary, live);
  markServed(releases, release);

  pruneBuilds(releases, release);
  fillPool(
    path.join(site, ASSETS),
    servedBuilds(releases, release).map(({ dir }) => dir),
  );
  return { release, nginx, repaired };
}

if (import.meta.filename === process.argv[1]) {
  const site = path.resolve(process.argv[2] ?? NGINX_ROOT);
  // The arguments of an nginx started with its own -p or -c (default: Debian's /etc/nginx).
  const nginx = process.env.NGINX_ARGS?.split(" ").filter(Boolean) ?? [];
  try {
    const deployed = deployToNginx(BUILD_DIR, site, { nginx });
    for (const file of deployed.repaired) console.log(`Reparado en ${site}: ${file}`);
    console.log(
      `${path.join(site, NGINX_RELEASE_LINK)} → ${path.relative(site, deployed.release)}`,
    );
    console.log(NGINX_STEPS[deployed.nginx]);
  } catch (error) {
    if (!(error instanceof BuildRefused)) throw error;
    console.error(`No se publicó en ${site}: ${error.message}. Lo publicado quedó como estaba.`);
    process.exit(1);
  }
}
