/**
 * `npm start`: builds the site when there is no build yet, when the sources are newer, or when
 * any input differs from the ones the build was made with (the resolved configuration, the files
 * of the company folder, the mode: a fingerprint recorded beside the build); then serves it. It
 * never turns a release build into a preview: without SITE_RELEASE it keeps the mode of the build
 * that is there, rebuilding a release with `npm run build:release` (which refuses, and says why,
 * when the company data cannot be published). A production install (`npm ci --omit=dev`) has no
 * build tools: it serves the build it was given and says so.
 */
import { execSync } from "node:child_process";
import { existsSync, statSync } from "node:fs";
import path from "node:path";
import { BESIDE_CLIENT, BUILD_DIR, ROOT } from "./build-paths.ts";
import { filesUnder } from "./files.ts";
import { isReleaseBuild, RELEASE_COMMAND } from "../src/config/build-mode.ts";
import { builtRecord, configFingerprint, resolveSiteConfigOrExit } from "./site-config.ts";

// A wrong value stops here with its message, before anything is built or served.
const config = resolveSiteConfigOrExit();
const built = builtRecord();
/** The mode asked for (SITE_RELEASE), or else the existing build's. */
const release =
  process.env.SITE_RELEASE !== undefined ? isReleaseBuild(process.env) : (built?.release ?? false);
const env = { ...process.env, SITE_RELEASE: release ? "1" : "0" };
/** Written last by a build (scripts/build.ts): its time is the build's. */
const manifest = path.join(BUILD_DIR, BESIDE_CLIENT.manifest);
const SOURCES = ["src", "public", "scripts", "package.json", "astro.config.ts"];
/** Present after `npm install`, absent after `npm ci --omit=dev`. */
const BUILD_TOOLS = path.join(ROOT, "node_modules", "astro", "package.json");

/** The latest modification of `target` or anything below it (a deletion touches its directory). */
function newestChange(target: string): number {
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  const below = filesUnder(target, { directories: true });
  return Math.max(stat.mtimeMs, ...below.map((file) => statSync(path.join(target, file)).mtimeMs));
}

/** Why the build must be redone, or undefined when it is up to date. */
function staleReason(): string | undefined {
  if (!existsSync(manifest)) return "no hay compilación";
  const builtAt = statSync(manifest).mtimeMs;
  const newer = SOURCES.find(
    (source) =>
      existsSync(path.join(ROOT, source)) && newestChange(path.join(ROOT, source)) > builtAt,
  );
  if (newer) return `${newer} cambió`;
  if (!built) return "la compilación no registró sus datos";
  if (built.release !== release)
    return release ? "se pidió una compilación de publicación" : "se pidió una vista previa";
  if (built.fingerprint !== configFingerprint(config, env))
    return "los datos de la empresa o la configuración cambiaron";
  return undefined;
}

const reason = staleReason();
if (reason && !existsSync(BUILD_TOOLS)) {
  if (!existsSync(manifest)) {
    console.error(
      "npm start: no hay compilación en build/ y esta instalación no trae las herramientas para hacerla (npm ci --omit=dev). Copia un build/ hecho con npm run build, o instala con npm install.",
    );
    process.exit(1);
  }
  console.log(
    `Sirviendo la compilación existente sin reconstruir (${reason}): esta instalación no tiene las herramientas de compilación.`,
  );
} else if (reason) {
  const mode = release
    ? `compilación de publicación, ${RELEASE_COMMAND}`
    : "vista previa, npm run build";
  console.log(`Construyendo el sitio (${reason}) como ${mode}…`);
  const parent = process.ppid;
  try {
    execSync(release ? RELEASE_COMMAND : "npm run build", {
      cwd: ROOT,
      stdio: "inherit",
      env,
    });
  } catch (error) {
    // The build has printed its own error; do not add this script's stack trace to it.
    if (release && process.env.SITE_RELEASE === undefined) {
      console.error(
        `npm start conserva el modo de la compilación que había, de publicación, y esta no se pudo hacer: corrija lo que se indica arriba. Para ver una vista previa: SITE_RELEASE=0 npm start.`,
      );
    }
    process.exit((error as { status?: number }).status ?? 1);
  }
  // npm was stopped during the build (see scripts/serve.ts): the build is whole, nothing to serve.
  if (process.ppid !== parent) process.exit(0);
}

await import("./serve.ts");
