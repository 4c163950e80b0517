/**
 * The site configuration as the build sees it: defaults + SITE_* variables, validated against
 * everything the site publishes at its top level (fixed routes, public/, build outputs), plus the
 * release check when SITE_RELEASE=1. astro.config.ts calls it before Astro loads the pages, so a
 * wrong value stops `astro build`/`dev` with a plain message instead of a stack trace;
 * `npm start` compares its fingerprint with the one stored beside the build.
 */
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { orExit } from "../src/config/or-exit.ts";
import { ROUTE_SEGMENTS } from "../src/config/route-paths.ts";
import { siteDefaults } from "../src/config/site-defaults.ts";
import { assertReleaseReady, isReleaseBuild } from "../src/config/site-release.ts";
import {
  parseSiteConfig,
  SiteConfigError,
  withEnvOverrides,
  type SiteConfig,
} from "../src/config/site-schema.ts";
import { BUILD_TOP_LEVEL } from "./build-outputs.ts";
import { BESIDE_CLIENT, BUILD_DIR, ROOT } from "./build-paths.ts";
import { unknownSiteVariables, unknownVariableLine } from "./site-variables.ts";

export { unknownSiteVariables };

type Env = Record<string, string | undefined>;

/** Beside build/client, so it is never deployed. */
export const FINGERPRINT_FILE = path.join(BUILD_DIR, BESIDE_CLIENT.configFingerprint);

/** Every name at the top of the published site that is not the lab route. */
export function reservedNames(publicDir = path.join(ROOT, "public")): string[] {
  const publicNames = existsSync(publicDir) ? readdirSync(publicDir) : [];
  return [...Object.values(ROUTE_SEGMENTS), ...publicNames, ...BUILD_TOP_LEVEL];
}

/** The validated configuration for this environment; throws SiteConfigError when it is wrong. */
export function resolveSiteConfig(env: Env = process.env): SiteConfig {
  const release = isReleaseBuild(env);
  const unknown = unknownSiteVariables(env);
  if (release && unknown.length > 0) {
    throw new SiteConfigError(
      `Compilación de publicación (SITE_RELEASE=1): variables desconocidas; con una errata el valor de ejemplo seguiría en su lugar:\n${unknown.map((name) => unknownVariableLine(name, env[name])).join("\n")}`,
    );
  }
  const config = parseSiteConfig(withEnvOverrides(siteDefaults, env), reservedNames());
  if (release) assertReleaseReady(config, new Date(), env);
  return config;
}

/** Like resolveSiteConfig, but a wrong value prints its message (no stack trace) and exits 1. */
export function resolveSiteConfigOrExit(env: Env = process.env): SiteConfig {
  if (!isReleaseBuild(env)) {
    for (const name of unknownSiteVariables(env)) {
      console.warn(`Aviso (un error en SITE_RELEASE=1):\n${unknownVariableLine(name, env[name])}`);
    }
  }
  return orExit(() => resolveSiteConfig(env), SiteConfigError);
}

/** Identifies a resolved configuration (and whether it was checked for release). */
export function configFingerprint(config: SiteConfig, env: Env = process.env): string {
  const fields = Object.fromEntries(Object.entries(config).sort(([a], [b]) => a.localeCompare(b)));
  return createHash("sha256")
    .update(JSON.stringify({ fields, release: isReleaseBuild(env) }))
    .digest("hex");
}

export function writeConfigFingerprint(config: SiteConfig, file = FINGERPRINT_FILE): void {
  writeFileSync(file, `${configFingerprint(config)}\n`);
}

/** The fingerprint the current build was made with, or undefined when there is none. */
export function builtConfigFingerprint(file = FINGERPRINT_FILE): string | undefined {
  return existsSync(file) ? readFileSync(file, "utf8").trim() : undefined;
}
