/**
 * A release of the nginx layout (docs/deploy.md): releases/<build>/client, the files the build's
 * manifest lists and only those, and the manifest beside it. The copy is made under a hidden name
 * and renamed into place once it is checked, so a copy cut short (a full disk, a kill) never sits
 * among the releases as if it were one; a hidden leftover is removed by the window's rule for a
 * directory never served (scripts/server/previous-builds.ts).
 */
import { copyFileSync, existsSync, mkdirSync, readFileSync, realpathSync } from "node:fs";
import { renameSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { BESIDE_CLIENT } from "./build-paths.ts";
import { NGINX_RELEASE_LINK } from "./nginx-conf.ts";
import { describeFailure } from "./system-errors.ts";
import {
  BuildRefused,
  checkFiles,
  type BuildManifest,
  type Generation,
} from "./server/generation.ts";

export const RELEASES = "releases";

export function readManifest(dir: string): BuildManifest {
  return JSON.parse(readFileSync(path.join(dir, BESIDE_CLIENT.manifest), "utf8")) as BuildManifest;
}

/** The release `live` points to now, if it is one of `releases`. */
export function liveRelease(site: string, releases: string): string | undefined {
  const live = path.join(site, NGINX_RELEASE_LINK);
  if (!existsSync(live)) return undefined;
  const release = path.dirname(realpathSync(live));
  return path.dirname(release) === realpathSync(releases) ? release : undefined;
}

/** Copies the files `generation` lists to releases/<its name> (again if that copy is not whole). */
export function publishRelease(generation: Generation, releases: string): string {
  const release = path.join(releases, path.basename(generation.dir));
  const manifest = readManifest(generation.dir);
  if (existsSync(path.join(release, BESIDE_CLIENT.manifest))) {
    if (checkFiles(path.join(release, "client"), manifest).length === 0) return release;
  }
  const copy = path.join(releases, `.${path.basename(release)}.${process.pid}`);
  const client = path.join(copy, "client");
  try {
    for (const file of Object.keys(manifest.files)) {
      mkdirSync(path.dirname(path.join(client, file)), { recursive: true });
      copyFileSync(path.join(generation.client, file), path.join(client, file));
    }
    const problems = checkFiles(client, manifest);
    if (problems.length > 0) throw new Error(problems.join("; "));
    writeFileSync(path.join(copy, BESIDE_CLIENT.manifest), JSON.stringify(manifest));
    // A copy that was there and not whole goes aside, never deleted under a `live` naming it.
    const aside = `${copy}.old`;
    if (existsSync(release)) renameSync(release, aside);
    renameSync(copy, release);
    rmSync(aside, { recursive: true, force: true });
  } catch (error) {
    rmSync(copy, { recursive: true, force: true });
    throw new BuildRefused(
      `la copia de ${path.basename(release)} no quedó completa: ${describeFailure(error)}; no se dejó ninguna copia a medias`,
    );
  }
  return release;
}
