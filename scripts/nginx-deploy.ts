/**
 * The nginx deploy (docs/deploy.md), run by `npm run deploy:nginx` (scripts/nginx-deploy-cli.ts),
 * in the layout build/deploy/nginx.conf serves (default /var/www/site):
 *
 *   releases/<build>/client/   the files the build's manifest lists, and only those, checked
 *   assets/                    the assets of every release still in the window (nginx-pool.ts)
 *   releases.conf              the policy and file list of the releases live may point to
 *   live -> releases/<build>/client   switched in one rename, so nginx serves one build whole
 *   deploy.lock                while a deploy or a rollback runs (nginx-lock.ts): one at a time
 *
 * Pages and their headers switch as one step: releases.conf, allowing the pages of the live
 * release and of the new one, is written and loaded by a reload of every running nginx that
 * serves the site, finished (every old worker gone) before `live` switches (nginx-served.ts,
 * nginx-masters.ts, nginx-reload.ts); where no reload can be confirmed, `live` is not switched.
 * Every releases.conf written allows the release `live` points to, so a deploy that fails or is
 * killed at any step leaves the live pages under a policy that runs them. A rollback goes through
 * the same steps. A removed page is gone at the switch, while pages opened before it still get
 * their stylesheet and islands from assets/: the window of scripts/server/previous-builds.ts.
 */
import { existsSync, mkdirSync, realpathSync, renameSync, rmSync, symlinkSync } from "node:fs";
import path from "node:path";
import { NGINX_RELEASE_LINK } from "./nginx-conf.ts";
import { lockSite } from "./nginx-lock.ts";
import { fillPool } from "./nginx-pool.ts";
import { liveRelease, publishRelease, readManifest, RELEASES } from "./nginx-release.ts";
import { loadServed, type NginxArgs, type NginxStep } from "./nginx-served.ts";
import { BuildRefused, checkFiles, loadGeneration } from "./server/generation.ts";
import { markReplaced, markServed, pruneBuilds, servedBuilds } from "./server/previous-builds.ts";

const ASSETS = "assets";

export type DeployOptions = {
  /** The arguments nginx is started with here (-p, -c); false: no nginx to reload (--no-reload). */
  nginx?: NginxArgs;
  /** Told each repair and each deploy found interrupted, as it happens. */
  say?: (line: string) => void;
};
export type Deployed = { release: string; nginx: NginxStep; repaired: string[] };

/**
 * Makes `release` (a whole release under `releases`) the live one: the pool, releases.conf for it
 * and its rollback target, loaded by nginx, then the switch, the stamps and the window.
 */
function switchTo(
  site: string,
  releases: string,
  release: string,
  options: DeployOptions,
  built?: string,
): Deployed {
  const say = options.say ?? (() => undefined);
  const pool = path.join(site, ASSETS);
  const previous = liveRelease(site, releases);
  const kept = servedBuilds(releases, previous ?? release).map(({ dir }) => dir);
  // The assets of a release just copied may be new to the pool; any other's were pooled before.
  const fresh = built && previous !== release ? release : undefined;
  // A damaged copy in a kept release is taken again from the build or the pool (same name).
  const spares = [...(built ? [built] : []), site];
  const pooled = [...new Set([...kept, release])];
  const repaired = fillPool(pool, pooled, { fresh, live: previous, spares, say });
  // The policy and files of the new release and of its rollback target: the release live until
  // now, or, when the live one is published again, the one it had replaced.
  const order = servedBuilds(releases, release).map(({ dir }) => dir);
  const rollback = previous !== release ? previous : order[order.indexOf(release) - 1];
  const served = rollback ? [rollback, release] : [release];
  const live = path.join(site, NGINX_RELEASE_LINK);
  const switching = existsSync(live) && previous !== release;
  const nginx = loadServed(site, served, options.nginx ?? [], switching);

  // Stamped before the switch: a kill right after leaves it current and stamped.
  if (previous) markReplaced(releases, previous);
  const temporary = `${live}.${process.pid}`;
  rmSync(temporary, { force: true });
  symlinkSync(path.relative(site, path.join(release, "client")), temporary);
  renameSync(temporary, live);
  markServed(release);

  pruneBuilds(releases, release);
  const window = servedBuilds(releases, release).map(({ dir }) => dir);
  repaired.push(...fillPool(pool, window, { live: release, spares, say }));
  return { release, nginx, repaired };
}

/** Runs `work` holding the site's deploy lock (scripts/nginx-lock.ts). */
function locked(site: string, options: DeployOptions, work: (releases: string) => Deployed) {
  mkdirSync(path.join(site, RELEASES), { recursive: true });
  const lock = lockSite(site);
  if (lock.tookOver) options.say?.(lock.tookOver);
  try {
    return work(realpathSync(path.join(site, RELEASES)));
  } finally {
    lock.release();
  }
}

/** Publishes the build `link` points to under `site` and switches `live` to it. */
export function deployToNginx(link: string, site: string, options: DeployOptions = {}): Deployed {
  const generation = loadGeneration(link);
  return locked(site, options, (releases) =>
    switchTo(site, releases, publishRelease(generation, releases), options, generation.client),
  );
}

/**
 * Switches `live` back to the release it replaced (the one served before it, by the stamps: never
 * a release a killed deploy copied and never served), through the same steps as a deploy, so
 * nginx has loaded a policy allowing it before the switch, whatever a deploy that failed or was
 * killed left in releases.conf.
 */
export function rollbackNginx(site: string, options: DeployOptions = {}): Deployed {
  return locked(site, options, (releases) => {
    const live = liveRelease(site, releases);
    if (!live) {
      throw new BuildRefused(
        `${NGINX_RELEASE_LINK} no apunta a ninguna publicación de ${releases}`,
      );
    }
    const order = servedBuilds(releases, live).map(({ dir }) => dir);
    const target = order[order.indexOf(live) - 1];
    if (!target) {
      throw new BuildRefused(
        `no hay una publicación anterior a ${path.basename(live)} a la que volver`,
      );
    }
    const problems = checkFiles(path.join(target, "client"), readManifest(target));
    if (problems.length > 0) {
      throw new BuildRefused(
        `la publicación anterior, ${path.basename(target)}, no está completa (${problems.join("; ")})`,
      );
    }
    return switchTo(site, releases, target, options);
  });
}
