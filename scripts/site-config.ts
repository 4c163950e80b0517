/**
 * The site configuration as the build sees it: the company folder over the example, SITE_*
 * variables over both (src/config/company-data.ts), validated against everything the site
 * publishes at its top level (the routes of src/pages/ and what Astro and the build write beside
 * them). Before Astro loads the pages, astro.config.ts checks it (scripts/company-check.ts), so a
 * wrong value stops `astro build`/`dev` with a plain message instead of a stack trace; `npm start`
 * compares its fingerprint, and the mode, with the ones recorded beside the build.
 */
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { isReleaseBuild, RELEASE_COMMAND } from "../src/config/build-mode.ts";
import { companyConfig } from "../src/config/company-data.ts";
import { folderContents } from "../src/config/company-folder.ts";
import { SiteConfigError, type SiteConfig } from "../src/config/site-schema.ts";
import { orExit } from "../src/config/or-exit.ts";
import { PNG_ICONS } from "../src/lib/site-icons.ts";
import { BESIDE_CLIENT, BUILD_DIR, ROOT } from "./build-paths.ts";
import { unknownSiteVariables, unknownVariableLine } from "./site-variables.ts";

export { unknownSiteVariables };

type Env = Record<string, string | undefined>;

/** Beside build/client, so it is never deployed. */
export const BUILD_RECORD_FILE = path.join(BUILD_DIR, BESIDE_CLIENT.buildRecord);

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
  isReleaseBuild(env);
  return companyConfig(env, reservedNames()).config;
}

/** Outside a build's first step (scripts/config-check.ts), a preview warns of unknown variables. */
export function warnUnknownVariables(env: Env = process.env): void {
  if (isReleaseBuild(env)) return;
  for (const name of unknownSiteVariables(env)) {
    console.warn(
      `Aviso (un error en ${RELEASE_COMMAND}):\n${unknownVariableLine(name, env[name])}`,
    );
  }
}

/**
 * Like resolveSiteConfig, but a wrong value prints its message (no stack trace) and exits 1; unless
 * `quiet`, warns of unknown variables first. For `npm start`, which must run in a production
 * install too: the whole check of the company's files (scripts/company-check.ts) needs the build
 * tools, and the build that `npm start` runs makes it.
 */
export function resolveSiteConfigOrExit(env: Env = process.env, quiet = false): SiteConfig {
  return orExit(() => {
    if (!quiet) warnUnknownVariables(env);
    return resolveSiteConfig(env);
  }, SiteConfigError);
}

/** What a build records beside itself: its configuration's fingerprint and its mode. */
export type BuildRecord = { fingerprint: string; release: boolean };

/**
 * Identifies every input of a build: the resolved configuration, the mode, and the bytes of
 * every file of the company folder and of the example it falls back to (proof, logo, legal
 * versions), so npm start never serves a build made from other data.
 */
export function configFingerprint(config: SiteConfig, env: Env = process.env): string {
  const fields = Object.fromEntries(Object.entries(config).sort(([a], [b]) => a.localeCompare(b)));
  const files = folderContents(env);
  return createHash("sha256")
    .update(JSON.stringify({ fields, files, release: isReleaseBuild(env) }))
    .digest("hex");
}

export function writeBuildRecord(
  config: SiteConfig,
  file = BUILD_RECORD_FILE,
  env: Env = process.env,
) {
  const record: BuildRecord = {
    fingerprint: configFingerprint(config, env),
    release: isReleaseBuild(env),
  };
  writeFileSync(file, `${JSON.stringify(record)}\n`);
}

/** What the current build recorded, or undefined when there is none (or it predates the record). */
export function builtRecord(file = BUILD_RECORD_FILE): BuildRecord | undefined {
  if (!existsSync(file)) return undefined;
  try {
    const record = JSON.parse(readFileSync(file, "utf8")) as Partial<BuildRecord>;
    if (typeof record.fingerprint !== "string" || typeof record.release !== "boolean")
      return undefined;
    return { fingerprint: record.fingerprint, release: record.release };
  } catch {
    return undefined;
  }
}

/**
 * Why a publishing step (npm run deploy:nginx) refuses the current build, or undefined for a
 * release. A preview says so on every page and keeps crawlers out: it is never published.
 */
export function previewRefusal(file = BUILD_RECORD_FILE): string | undefined {
  const record = builtRecord(file);
  if (record?.release) return undefined;
  const what = record ? "es una vista previa (npm run build o npm start)" : "no dice cómo se hizo";
  return `la compilación de build/ ${what}; publique una compilación de publicación: ${RELEASE_COMMAND} (docs/deploy.md)`;
}
