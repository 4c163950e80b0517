/**
 * `npm run deploy:nginx [-- <directory>]` publishes the build build/ links to for nginx
 * (docs/deploy.md), in the layout build/deploy/nginx.conf serves (default /var/www/site):
 *
 *   releases/<build>/client/   a whole copy of build/client, checked against its manifest
 *   assets/                    the assets of every release still in the window
 *   live -> releases/<build>/client   switched in one rename, so nginx serves one build whole
 *
 * A page removed from the site is gone at the switch (a copy over the old directory kept it),
 * while pages opened before the switch still get their stylesheet and islands from assets/: the
 * same window as npm start (scripts/server/previous-builds.ts) decides what stays.
 */
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import path from "node:path";
import { BESIDE_CLIENT, BUILD_DIR } from "./build-paths.ts";
import { NGINX_RELEASE_LINK, NGINX_ROOT } from "./nginx-conf.ts";
import {
  BuildRefused,
  checkFiles,
  loadGeneration,
  type BuildManifest,
} from "./server/generation.ts";
import { completeBuilds, pruneBuilds } from "./server/previous-builds.ts";
import { previewRefusal } from "./site-config.ts";

// Only a release build is published (docs/deploy.md): a preview is refused before anything moves.
if (import.meta.filename === process.argv[1] && previewRefusal()) {
  console.error(`No se publicó: ${previewRefusal()}.`);
  process.exit(1);
}

const RELEASES = "releases";
const ASSETS = "assets";

/** Copies one release's assets into the shared assets/; one name must always mean one content. */
function pool(client: string, shared: string): void {
  mkdirSync(shared, { recursive: true });
  const own = path.join(client, ASSETS);
  for (const name of existsSync(own) ? readdirSync(own) : []) {
    const target = path.join(shared, name);
    const bytes = readFileSync(path.join(own, name));
    if (!existsSync(target)) writeFileSync(target, bytes);
    else if (!readFileSync(target).equals(bytes)) {
      throw new BuildRefused(
        `${ASSETS}/${name} ya se publicó con otro contenido; cada archivo de /assets/ debe llevar el nombre de su contenido (scripts/content-names.ts)`,
      );
    }
  }
}

/** Publishes the build `link` points to under `site` and switches `live` to it. */
export function deployToNginx(link: string, site: string): string {
  const generation = loadGeneration(link);
  const releases = path.join(site, RELEASES);
  const release = path.join(releases, path.basename(generation.dir));
  const client = path.join(release, "client");
  if (!existsSync(path.join(release, BESIDE_CLIENT.manifest))) {
    rmSync(release, { recursive: true, force: true });
    cpSync(generation.client, client, { recursive: true, dereference: true });
    const manifestFile = path.join(generation.dir, BESIDE_CLIENT.manifest);
    const manifest = JSON.parse(readFileSync(manifestFile, "utf8")) as BuildManifest;
    const problems = checkFiles(client, manifest);
    if (problems.length > 0)
      throw new BuildRefused(`la copia no quedó completa: ${problems.join("; ")}`);
    // Written last, like the build's own: its time is when this release went live.
    writeFileSync(path.join(release, BESIDE_CLIENT.manifest), JSON.stringify(manifest));
  }
  pool(client, path.join(site, ASSETS));

  const live = path.join(site, NGINX_RELEASE_LINK);
  const temporary = `${live}.${process.pid}`;
  rmSync(temporary, { force: true });
  symlinkSync(path.relative(site, client), temporary);
  renameSync(temporary, live);

  pruneBuilds(releases, release);
  const kept = new Set(
    completeBuilds(releases).flatMap(({ dir }) => {
      const own = path.join(dir, "client", ASSETS);
      return existsSync(own) ? readdirSync(own) : [];
    }),
  );
  for (const name of readdirSync(path.join(site, ASSETS))) {
    if (!kept.has(name)) rmSync(path.join(site, ASSETS, name), { force: true });
  }
  return release;
}

if (import.meta.filename === process.argv[1]) {
  const site = path.resolve(process.argv[2] ?? NGINX_ROOT);
  try {
    const release = deployToNginx(BUILD_DIR, site);
    console.log(`${path.join(site, NGINX_RELEASE_LINK)} → ${path.relative(site, release)}`);
  } catch (error) {
    if (!(error instanceof BuildRefused)) throw error;
    console.error(`No se publicó en ${site}: ${error.message}. Lo publicado quedó como estaba.`);
    process.exit(1);
  }
}
