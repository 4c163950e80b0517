/**
 * `npm start`: builds the site when there is no build yet, when the sources are newer, or when
 * any input differs from the ones the build was made with (the resolved configuration, the files
 * of the company folder, the mode: a fingerprint recorded beside the build); then serves it. It
 * never turns a release build into a preview: without SITE_RELEASE it keeps the mode of the build
 * that is there, rebuilding a release with `npm run build:release`. When that rebuild is refused
 * (the company data can no longer be published), the release that was there is intact, and it
 * keeps being served, with a warning that says so; a preview stops on a wrong value, as a build
 * does. The build runs as its own process group and dies with `npm start` (build-process.ts). A
 * production install (`npm ci --omit=dev`) has no build tools: it serves the build it was given.
 */
import { existsSync, statSync } from "node:fs";
import { constants } from "node:os";
import path from "node:path";
import { BESIDE_CLIENT, BUILD_DIR, ROOT } from "./build-paths.ts";
import { runBuild } from "./build-process.ts";
import { filesUnder } from "./files.ts";
import { builtAt, lastReleaseNote } from "./release-record.ts";
import { isReleaseBuild, RELEASE_COMMAND } from "../src/config/build-mode.ts";
import { isDataError, orExit } from "../src/config/or-exit.ts";
import { SiteConfigError, type SiteConfig } from "../src/config/site-schema.ts";
import {
  builtRecord,
  configFingerprint,
  resolveSiteConfig,
  resolveSiteConfigOrExit,
} from "./site-config.ts";

const built = builtRecord();
/** Written last by a build (scripts/build.ts): its time is the build's. */
const manifest = path.join(BUILD_DIR, BESIDE_CLIENT.manifest);
const asked = process.env.SITE_RELEASE !== undefined;
/** The mode asked for (SITE_RELEASE), or else the existing build's. */
const release = asked
  ? orExit(() => isReleaseBuild(process.env), SiteConfigError)
  : (built?.release ?? false);
const env = { ...process.env, SITE_RELEASE: release ? "1" : "0" };
/** A release build is there to keep serving should its rebuild be refused. */
const releaseThere = release && built?.release === true && existsSync(manifest);

/**
 * The configuration, or undefined when a value is wrong and a release is there: its rebuild then
 * lists the problems and is refused. Otherwise a wrong value stops here with its message.
 */
function configuration(): SiteConfig | undefined {
  if (!releaseThere) return resolveSiteConfigOrExit(env);
  try {
    return resolveSiteConfig(env);
  } catch (error) {
    if (!isDataError(error)) throw error;
    return undefined;
  }
}
const config = configuration();

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
  const builtAtMs = statSync(manifest).mtimeMs;
  const newer = SOURCES.find(
    (source) =>
      existsSync(path.join(ROOT, source)) && newestChange(path.join(ROOT, source)) > builtAtMs,
  );
  if (newer) return `${newer} cambió`;
  if (!built) return "la compilación no registró sus datos";
  if (built.release !== release)
    return release ? "se pidió una compilación de publicación" : "se pidió una vista previa";
  if (!config || built.fingerprint !== configFingerprint(config, env))
    return "los datos de la empresa o la configuración cambiaron";
  return undefined;
}

/** Builds in the mode kept; a refused release rebuild leaves the release there served. */
async function rebuild(reason: string): Promise<void> {
  const mode = release
    ? `compilación de publicación, ${RELEASE_COMMAND}`
    : "vista previa, npm run build";
  console.log(`Construyendo el sitio (${reason}) como ${mode}…`);
  const outcome = await runBuild(["run", release ? "build:release" : "build"], ROOT, env);
  // Stopped with npm start: the build died with it, and build/ is as it was.
  if ("signal" in outcome) process.exit(128 + constants.signals[outcome.signal]);
  if (outcome.status === 0) return;
  // The build has printed its own error; this script's stack trace would add nothing.
  if (releaseThere) {
    console.warn(
      `\nAviso: la compilación de publicación nueva se rechazó (lo que hay que corregir está arriba). npm start sigue sirviendo la publicación anterior, la de build/ (${builtAt(manifest)}), sin estos cambios. Corrija lo indicado y vuelva a iniciar npm start o ejecute ${RELEASE_COMMAND}.\n`,
    );
    return;
  }
  if (release && !asked)
    console.error(
      `npm start conserva el modo de la compilación que había, de publicación, y esta no se pudo hacer: corrija lo que se indica arriba. Para ver una vista previa: SITE_RELEASE=0 npm start.`,
    );
  process.exit(outcome.status);
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
} else if (reason) await rebuild(reason);

// A preview kept over a release made earlier: said once, so nobody takes it for the release.
const note = !asked && !release ? lastReleaseNote(manifest) : undefined;
if (note) console.warn(note);

await import("./serve.ts");
