/**
 * Where the build writes, defined once for the scripts and tests. build/ is a link to the last
 * complete build under .builds/ (scripts/build.ts writes each build there and swaps the link only
 * once it is whole); everything reads through build/. Only build/client is deployed.
 */
import path from "node:path";

export const ROOT = path.resolve(import.meta.dirname, "..");
export const BUILD_DIR = path.join(ROOT, "build");
export const CLIENT_DIR = path.join(BUILD_DIR, "client");
/** One directory per build; build/ links to the current one. */
export const GENERATIONS_DIR = path.join(ROOT, ".builds");

/** Files the build writes beside build/client (never deployed), relative to the build directory. */
export const BESIDE_CLIENT = {
  /** The headers of every response (scripts/deploy-configs.ts), read by npm start and the tests. */
  headers: "headers.json",
  /** The nginx server block (scripts/nginx-conf.ts, docs/deploy.md). */
  nginxConf: "deploy/nginx.conf",
  /** The configuration the build was made with (scripts/site-config.ts, npm start). */
  configFingerprint: "site-config.sha256",
  /** Every file of client/ with its size, written last (scripts/build.ts, npm start). */
  manifest: "manifest.json",
} as const;
