/**
 * The assets of earlier builds, kept for pages that are already open. A visitor whose HTML came
 * from a build asks for its stylesheet a moment later and for an island's code when it scrolls,
 * maybe hours later; after a new build those names are gone from it (every asset is named by its
 * content, scripts/content-names.ts), so servers fall back to the builds before it.
 *
 * Which builds were served is recorded, not guessed: each build's `served` stamp is touched when
 * it becomes the current build (markServed) and again when another replaces it (markReplaced), so
 * its time is the last moment it was served. A complete build without the stamp that is not current was never
 * served (killed between its manifest and its swap): it is nobody's predecessor and nobody's
 * rollback target, and it goes once it is an hour old, like a build killed before its manifest.
 *
 * The window: a build's assets stay served for ASSET_WINDOW_DAYS after a newer build replaced it.
 * The build it replaced is kept whole (requests in flight may still read its pages, and it is the
 * rollback target); older ones keep only client/assets, the manifest and the stamp; a build
 * replaced longer ago is removed. The same rule prunes npm run build's generations
 * (scripts/build.ts) and the nginx releases (scripts/nginx-deploy.ts).
 */
import {
  existsSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from "node:fs";
import path from "node:path";
import { BESIDE_CLIENT } from "../build-paths.ts";

export const ASSET_WINDOW_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;
export const ASSET_WINDOW_MS = ASSET_WINDOW_DAYS * DAY_MS;
/** A build directory never served this old was left by a build or a deploy that was killed. */
export const ABANDONED_MS = 60 * 60 * 1000;

/** A build that was served, and the last time it was (its stamp). */
export type Build = { dir: string; since: number };
/** An earlier build as the fallback reads it: its client directory and its assets. */
export type EarlierAssets = { client: string; files: ReadonlySet<string> };
export type Keep = "whole" | "assets" | "remove";

const mtime = (file: string) => (existsSync(file) ? statSync(file).mtimeMs : undefined);
const stampOf = (dir: string) => mtime(path.join(dir, BESIDE_CLIENT.served));
const isComplete = (dir: string) => existsSync(path.join(dir, BESIDE_CLIENT.manifest));
const dirsUnder = (root: string) =>
  existsSync(root) ? readdirSync(root).map((name) => path.join(root, name)) : [];

/** Records that `dir` is served now. */
export function markServed(dir: string): void {
  writeFileSync(path.join(dir, BESIDE_CLIENT.served), `${new Date().toISOString()}\n`);
}

/**
 * Records that `dir`, the build served until now, is being replaced. Where no build has a stamp
 * yet (made before it existed), those complete no later than `dir` are first taken as served when
 * they became complete, the rule they were made under; one completed after it was never served.
 * Only the build being replaced is known to have been served: a first build killed before its
 * swap, with no stamps anywhere yet, must not be taken for one.
 */
export function markReplaced(root: string, dir: string): void {
  const complete = dirsUnder(root).filter(isComplete);
  if (!complete.some((build) => stampOf(build) !== undefined)) {
    const completed = (build: string) => mtime(path.join(build, BESIDE_CLIENT.manifest)) ?? 0;
    for (const build of complete.filter((build) => completed(build) <= completed(dir))) {
      const stamp = path.join(build, BESIDE_CLIENT.served);
      writeFileSync(stamp, "");
      utimesSync(stamp, new Date(completed(build)), new Date(completed(build)));
    }
  }
  markServed(dir);
}

/** Every complete build under `root` that was served, by the last time it was; `current` counts. */
export function servedBuilds(root: string, current: string, now = Date.now()): Build[] {
  return (
    dirsUnder(root)
      .filter(isComplete)
      .flatMap((dir) => {
        const since = stampOf(dir) ?? (dir === current ? now : undefined);
        return since === undefined ? [] : [{ dir, since }];
      })
      // A swap stamps the build it replaces and the new one within a moment: on a tie (a file
      // system with coarse times), the current build is the later.
      .sort((a, b) => a.since - b.since || Number(a.dir === current) - Number(b.dir === current))
  );
}

/** What each served build under `root` keeps, given the build that is current now. */
export function retention(root: string, current: string, now = Date.now()): Map<string, Keep> {
  const builds = servedBuilds(root, current, now);
  const at = builds.findIndex((build) => build.dir === current);
  return new Map(
    builds.map((build, i): [string, Keep] => {
      // The current build, the one it replaced, and any served later (a rollback) stay whole.
      if (at < 0 || i >= at - 1) return [build.dir, "whole"];
      return [build.dir, now - build.since <= ASSET_WINDOW_MS ? "assets" : "remove"];
    }),
  );
}

/**
 * Applies `retention`: removes what left the window, trims what only serves its assets, and
 * removes a directory never served once it is ABANDONED_MS old (younger, it may be a build or a
 * deploy still running).
 */
export function pruneBuilds(root: string, current: string, now = Date.now()): void {
  const keep = retention(root, current, now);
  for (const dir of dirsUnder(root)) {
    const abandoned = !keep.has(dir) && now - statSync(dir).mtimeMs > ABANDONED_MS;
    if (abandoned || keep.get(dir) === "remove") rmSync(dir, { recursive: true, force: true });
    if (keep.get(dir) !== "assets") continue;
    const beside = new Set<string>([BESIDE_CLIENT.manifest, BESIDE_CLIENT.served, "client"]);
    for (const name of readdirSync(dir).filter((name) => !beside.has(name))) {
      rmSync(path.join(dir, name), { recursive: true, force: true });
    }
    const client = path.join(dir, "client");
    for (const name of existsSync(client) ? readdirSync(client) : []) {
      if (name !== "assets") rmSync(path.join(client, name), { recursive: true, force: true });
    }
  }
}

/** The assets of the builds served before `current` under `root`, newest first. */
export function earlierAssets(root: string, current: string): EarlierAssets[] {
  const builds = servedBuilds(root, current);
  const at = builds.findIndex((build) => build.dir === current);
  return builds
    .slice(0, Math.max(at, 0))
    .reverse()
    .map(({ dir }) => {
      const client = path.join(dir, "client");
      const files = listedFiles(dir).filter(
        (file) => file.startsWith("assets/") && existsSync(path.join(client, file)),
      );
      return { client, files: new Set(files) };
    });
}

/** The files a build's manifest lists; none when it cannot be read (that build is skipped). */
export function listedFiles(dir: string): string[] {
  try {
    const manifest = readFileSync(path.join(dir, BESIDE_CLIENT.manifest), "utf8");
    return Object.keys((JSON.parse(manifest) as { files: Record<string, number> }).files);
  } catch {
    return [];
  }
}
