/**
 * `npm run build`: each build is written to a new directory under .builds/ and build/ is switched
 * to it only once it is complete, by renaming a new link over the old one (one atomic rename), so
 * a running `npm start` serves the old build or the new one whole, never a mixture. Complete means
 * what npm start checks (scripts/server/generation.ts) against the manifest this script writes
 * last. A failing build removes its own directory and leaves build/ as it was. Earlier builds are
 * pruned by the window of scripts/server/previous-builds.ts: the one just replaced stays whole
 * (requests in flight may still read it), older ones keep their assets for pages already open,
 * until the window closes. Every message it prints is Spanish, like the configuration's.
 */
import { execSync } from "node:child_process";
import {
  existsSync,
  lstatSync,
  mkdirSync,
  readdirSync,
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
import { pruneBuilds } from "./server/previous-builds.ts";

/**
 * The company data are checked first, whole (scripts/config-check.ts); astro.config.ts then only
 * validates again, without repeating the warnings or the release's legal check.
 */
const STEPS: [string, Record<string, string>][] = [
  ["node scripts/check-config.ts", {}],
  ["astro build", { CONFIG_CHECKED: "1" }],
];
/** A build directory without a manifest this old was left by a build that was killed. */
const ABANDONED_MS = 60 * 60 * 1000;
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

function swap(dir: string, id: string): void {
  currentTarget(id);
  const temporary = `${BUILD_DIR}.${id}.link`;
  // Relative, so the checkout can move; a junction where Windows has no plain directory links.
  const type = process.platform === "win32" ? "junction" : "dir";
  const target = type === "junction" ? dir : path.relative(path.dirname(BUILD_DIR), dir);
  symlinkSync(target, temporary, type);
  renameSync(temporary, BUILD_DIR);
}

/** Earlier builds by the assets window; a build killed before its manifest, after an hour. */
function prune(current: string): void {
  const root = realpathSync(GENERATIONS_DIR);
  pruneBuilds(root, realpathSync(current));
  for (const name of readdirSync(root)) {
    const dir = path.join(root, name);
    const complete = existsSync(path.join(dir, BESIDE_CLIENT.manifest));
    if (!complete && Date.now() - statSync(dir).mtimeMs > ABANDONED_MS) {
      rmSync(dir, { recursive: true, force: true });
    }
  }
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
  prune(dir);
  console.log(`build/ → ${path.relative(ROOT, dir)}`);
} catch (error) {
  rmSync(dir, { recursive: true, force: true });
  if (error instanceof BuildRefused) console.error(`Compilación rechazada: ${error.message}`);
  // A failed step has printed its own error; build/ still holds the last good build.
  console.error("La compilación falló; build/ quedó como estaba.");
  process.exit((error as { status?: number }).status ?? 1);
}
