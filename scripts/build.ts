/**
 * `npm run build`: each build is written to a new directory under .builds/ and build/ is switched
 * to it only once it is complete, by renaming a new link over the old one (one atomic rename), so
 * a running `npm start` serves the old build or the new one whole, never a mixture. Complete means
 * what npm start checks (scripts/server/generation.ts) against the manifest this script writes
 * last. A failing build removes its own directory and leaves build/ as it was. The swap stamps the
 * build it replaces and the new one as served (scripts/server/previous-builds.ts), so a build
 * killed between its manifest and its swap, complete but never served, is never taken for the
 * build before the current one. Earlier builds are pruned by that file's window: the one just
 * replaced stays whole (requests in flight may still read it, and it is the rollback target),
 * older ones keep their assets for pages already open, until the window closes. Every message it
 * prints is Spanish, like the configuration's.
 */
import { execSync } from "node:child_process";
import {
  existsSync,
  lstatSync,
  mkdirSync,
  readlinkSync,
  realpathSync,
  renameSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import path from "node:path";
import { BESIDE_CLIENT, BUILD_DIR, GENERATIONS_DIR, ROOT } from "./build-paths.ts";
import { filesUnder } from "./files.ts";
import { CONTENT_TYPES, extension } from "./server/content-types.ts";
import { BuildRefused, loadGeneration, type BuildManifest } from "./server/generation.ts";
import { markReplaced, markServed, pruneBuilds } from "./server/previous-builds.ts";
import { releaseDone } from "./release-record.ts";
import { resolveSiteConfig } from "./site-config.ts";
import { isReleaseBuild } from "../src/config/build-mode.ts";

/**
 * The company data are checked first, whole (scripts/config-check.ts); astro.config.ts then only
 * validates again, without repeating the warnings or the release's legal check.
 */
const STEPS: [string, Record<string, string>][] = [
  ["node scripts/check-config.ts", {}],
  ["astro build", { CONFIG_CHECKED: "1" }],
];
/** Files only a static host reads, and encodings of another file, have no Content-Type. */
const UNTYPED = /(^|\/)_(headers|redirects)$|\.(br|gz)$/;

function writeManifest(dir: string): void {
  const client = path.join(dir, "client");
  const files: BuildManifest["files"] = {};
  for (const file of filesUnder(client)) {
    if (!UNTYPED.test(file) && !CONTENT_TYPES[extension(file)]) {
      throw new BuildRefused(
        `${file} no tiene Content-Type en scripts/server/content-types.ts; añade allí su extensión`,
      );
    }
    files[file] = statSync(path.join(client, file)).size;
  }
  const manifest: BuildManifest = { files };
  writeFileSync(path.join(dir, BESIDE_CLIENT.manifest), `${JSON.stringify(manifest, null, 1)}\n`);
}

/** Where build/ points now (a directory from before this layout is moved aside). */
function currentTarget(id: string): string | undefined {
  if (!existsSync(BUILD_DIR)) return undefined;
  if (lstatSync(BUILD_DIR).isSymbolicLink()) {
    return path.resolve(path.dirname(BUILD_DIR), readlinkSync(BUILD_DIR));
  }
  const moved = path.join(GENERATIONS_DIR, `${id}-before`);
  renameSync(BUILD_DIR, moved);
  return moved;
}

/**
 * Switches build/ to `dir`. The build served until now is stamped first: a kill right after
 * leaves it current and stamped, a kill before the new one's stamp leaves that one current, and
 * the next swap stamps it as the one it replaces.
 */
function swap(dir: string, id: string): void {
  const root = realpathSync(GENERATIONS_DIR);
  const previous = currentTarget(id);
  if (previous && existsSync(previous)) markReplaced(root, realpathSync(previous));
  const temporary = `${BUILD_DIR}.${id}.link`;
  // Relative, so the checkout can move; a junction where Windows has no plain directory links.
  const type = process.platform === "win32" ? "junction" : "dir";
  const target = type === "junction" ? dir : path.relative(path.dirname(BUILD_DIR), dir);
  symlinkSync(target, temporary, type);
  renameSync(temporary, BUILD_DIR);
  markServed(realpathSync(dir));
}

const id = `${new Date().toISOString().replace(/[:.]/g, "-")}-${process.pid}`;
const dir = path.join(GENERATIONS_DIR, id);
mkdirSync(GENERATIONS_DIR, { recursive: true });
const env = {
  ...process.env,
  ASTRO_TELEMETRY_DISABLED: "1",
  BUILD_OUT_DIR: dir,
  PATH: `${path.join(ROOT, "node_modules", ".bin")}${path.delimiter}${process.env.PATH}`,
};
try {
  for (const [step, extra] of STEPS) {
    execSync(step, { cwd: ROOT, stdio: "inherit", env: { ...env, ...extra } });
  }
  writeManifest(dir);
  loadGeneration(dir);
  swap(dir, id);
  pruneBuilds(realpathSync(GENERATIONS_DIR), realpathSync(dir));
  console.log(`build/ → ${path.relative(ROOT, dir)}`);
} catch (error) {
  rmSync(dir, { recursive: true, force: true });
  if (error instanceof BuildRefused) console.error(`Compilación rechazada: ${error.message}`);
  // A failed step has printed its own error; build/ still holds the last good build.
  console.error("La compilación falló; build/ quedó como estaba.");
  process.exit((error as { status?: number }).status ?? 1);
}
// A release that passed says so last, in one line, with how to publish it.
if (isReleaseBuild(process.env)) console.log(releaseDone(dir, resolveSiteConfig().companyName));
