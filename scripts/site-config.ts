/**
 * The site configuration as the build sees it: defaults + SITE_* variables, validated against
 * everything the site publishes at its top level (the routes of src/pages/ and what Astro and the
 * build write beside them), plus the release check when SITE_RELEASE=1. astro.config.ts calls it before Astro loads the pages, so a
 * wrong value stops `astro build`/`dev` with a plain message instead of a stack trace;
 * `npm start` compares its fingerprint with the one stored beside the build.
 */
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { orExit } from "../src/config/or-exit.ts";
import { siteDefaults } from "../src/config/site-defaults.ts";
import { assertReleaseReady, isReleaseBuild } from "../src/config/site-release.ts";
import {
  parseSiteConfig,
  SiteConfigError,
  withEnvOverrides,
  type SiteConfig,
} from "../src/config/site-schema.ts";
import { PNG_ICONS } from "../src/lib/site-icons.ts";
import { BESIDE_CLIENT, BUILD_DIR, ROOT } from "./build-paths.ts";
import { unknownSiteVariables, unknownVariableLine } from "./site-variables.ts";

export { unknownSiteVariables };

type Env = Record<string, string | undefined>;

/** Beside build/client, so it is never deployed. */
export const FINGERPRINT_FILE = path.join(BUILD_DIR, BESIDE_CLIENT.configFingerprint);

export const PAGES_DIR = path.join(ROOT, "src", "pages");

/** The lab page's own route, whose name is the one being checked. */
const LAB_ROUTE = "[lab]";

/** The names a dynamic route of src/pages/ publishes at the top of the site. */
const DYNAMIC_ROUTE_NAMES: Record<string, () => string[]> = {
  "[icon].png": () => Object.values(PNG_ICONS).map((icon) => icon.file),
};

/**
 * What the build writes at the top of build/client besides the routes: Astro's hashed assets
 * (build.assets) and the managed hosts' configuration (scripts/deploy-configs.ts).
 */
export const NON_ROUTE_OUTPUTS = ["assets", "_headers", "_redirects"];

/** The top-level names the routes of src/pages/ publish, apart from the lab page and the home. */
export function routeNames(pagesDir = PAGES_DIR): string[] {
  return readdirSync(pagesDir).flatMap((entry) => {
    const name = entry.replace(/\.(astro|ts)$/, "");
    if (name === LAB_ROUTE || name === "index") return [];
    if (!name.includes("[")) return [name];
    const names = DYNAMIC_ROUTE_NAMES[name];
    if (!names) {
      throw new Error(
        `src/pages/${entry}: a dynamic route at the top of the site; list what it publishes in DYNAMIC_ROUTE_NAMES (scripts/site-config.ts) so the lab slug never takes one of its names.`,
      );
    }
    return names();
  });
}

/** Every name at the top of the published site that is not the lab route. */
export function reservedNames(pagesDir = PAGES_DIR): string[] {
  return [...routeNames(pagesDir), ...NON_ROUTE_OUTPUTS];
}

/** Precompressed siblings (scripts/precompress.ts) belong to the file they compress. */
const COMPRESSED = /\.(br|gz)$/;

/**
 * Top-level entries of a built site that neither the routes, NON_ROUTE_OUTPUTS nor the lab page
 * account for: the build fails on one, so the lab slug check can never miss a name.
 */
export function unlistedOutputs(clientDir: string, labSlug: string): string[] {
  const known = new Set([...reservedNames(), labSlug, "index.html", "404.html"]);
  return readdirSync(clientDir).filter((name) => !known.has(name.replace(COMPRESSED, "")));
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
  if (release) assertReleaseReady(config, env);
  return config;
}

/** Like resolveSiteConfig, but a wrong value prints its message (no stack trace) and exits 1. */
export function resolveSiteConfigOrExit(env: Env = process.env): SiteConfig {
  return orExit(() => {
    if (!isReleaseBuild(env)) {
      for (const name of unknownSiteVariables(env)) {
        console.warn(
          `Aviso (un error en SITE_RELEASE=1):\n${unknownVariableLine(name, env[name])}`,
        );
      }
    }
    return resolveSiteConfig(env);
  }, SiteConfigError);
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
