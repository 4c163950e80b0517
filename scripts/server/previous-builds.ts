/**
 * The assets of earlier builds, kept for pages that are already open. A visitor whose HTML came
 * from a build asks for its stylesheet a moment later and for an island's code when it scrolls,
 * maybe hours later; after a new build those names are gone from it (every asset is named by its
 * content, scripts/content-names.ts), so servers fall back to the builds before it.
 *
 * The window: a build's assets stay served for ASSET_WINDOW_DAYS after a newer build replaced it.
 * The build it replaced is kept whole (requests in flight may still read its pages); older ones
 * keep only client/assets and the manifest; a build replaced longer ago is removed. The same rule
 * prunes npm run build's generations (scripts/build.ts) and the nginx releases
 * (scripts/nginx-deploy.ts), so both servers keep the same window.
 */
import { existsSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import path from "node:path";
import { BESIDE_CLIENT } from "../build-paths.ts";

export const ASSET_WINDOW_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;
export const ASSET_WINDOW_MS = ASSET_WINDOW_DAYS * DAY_MS;

/** A complete build directory and when it became current (its manifest is written last). */
export type Build = { dir: string; since: number };
/** An earlier build as the fallback reads it: its client directory and its assets. */
export type EarlierAssets = { client: string; files: ReadonlySet<string> };
export type Keep = "whole" | "assets" | "remove";

/** Every complete build under `root`, oldest first. */
export function completeBuilds(root: string): Build[] {
  if (!existsSync(root)) return [];
  return readdirSync(root)
    .map((name) => path.join(root, name))
    .filter((dir) => existsSync(path.join(dir, BESIDE_CLIENT.manifest)))
    .map((dir) => ({ dir, since: statSync(path.join(dir, BESIDE_CLIENT.manifest)).mtimeMs }))
    .sort((a, b) => a.since - b.since);
}

/** What each build under `root` keeps, given the build that is current now. */
export function retention(root: string, current: string, now = Date.now()): Map<string, Keep> {
  const builds = completeBuilds(root);
  const at = builds.findIndex((build) => build.dir === current);
  return new Map(
    builds.map((build, i): [string, Keep] => {
      // The current build, the one it replaced, and any newer one (a rollback) stay whole.
      if (at < 0 || i >= at - 1) return [build.dir, "whole"];
      const replaced = builds[i + 1]?.since ?? now;
      return [build.dir, now - replaced <= ASSET_WINDOW_MS ? "assets" : "remove"];
    }),
  );
}

/** Applies `retention`: removes what left the window, trims what only serves its assets. */
export function pruneBuilds(root: string, current: string, now = Date.now()): void {
  for (const [dir, keep] of retention(root, current, now)) {
    if (keep === "remove") rmSync(dir, { recursive: true, force: true });
    if (keep !== "assets") continue;
    for (const name of readdirSync(dir).filter((name) => name !== BESIDE_CLIENT.manifest)) {
      if (name !== "client") rmSync(path.join(dir, name), { recursive: true, force: true });
    }
    const client = path.join(dir, "client");
    for (const name of existsSync(client) ? readdirSync(client) : []) {
      if (name !== "assets") rmSync(path.join(client, name), { recursive: true, force: true });
    }
  }
}

/** The assets of the builds before `current` under `root`, newest first. */
export function earlierAssets(root: string, current: string): EarlierAssets[] {
  const builds = completeBuilds(root);
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
function listedFiles(dir: string): string[] {
  try {
    const manifest = readFileSync(path.join(dir, BESIDE_CLIENT.manifest), "utf8");
    return Object.keys((JSON.parse(manifest) as { files: Record<string, number> }).files);
  } catch {
    return [];
  }
}
