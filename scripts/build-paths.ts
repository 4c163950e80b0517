/**
 * Where the build writes, defined once for the scripts and tests. build/ is a link to the last
 * complete build under .builds/ (scripts/build.ts writes each build there and swaps the link only
 * once it is whole); everything reads through build/. Only build/client is deployed.
 */
import { createHash } from "node:crypto";
import path from "node:path";

export const ROOT = path.resolve(import.meta.dirname, "..");
/** BUILD_LINK moves it elsewhere (a test builds and serves beside the suite's own build). */
export const BUILD_DIR = path.resolve(ROOT, process.env.BUILD_LINK ?? "build");
export const CLIENT_DIR = path.join(BUILD_DIR, "client");
/**
 * One directory per build; `link` points to the current one. Inside the project, one folder per
 * link, so a build and its node_modules stay on one disk.
 */
export function generationsDir(link: string): string {
  const name =
    link === path.join(ROOT, "build")
      ? "build"
      : createHash("sha256").update(link).digest("hex").slice(0, 12);
  return path.join(ROOT, ".builds", name);
}
export const GENERATIONS_DIR = generationsDir(BUILD_DIR);

/** Files the build writes beside build/client (never deployed), relative to the build directory. */
export const BESIDE_CLIENT = {
  /** The headers of every response (scripts/deploy-configs.ts), read by npm start and the tests. */
  headers: "headers.json",
  /** The nginx server block (scripts/nginx-conf.ts, docs/deploy.md). */
  nginxConf: "deploy/nginx.conf",
  /**
   * The fingerprint of the inputs the build was made with and its mode, release or preview
   * (scripts/site-config.ts: npm start, deploy:nginx, the tests).
   */
  buildRecord: "build-record.json",
  /** Every file of client/ with its size, written last (scripts/build.ts, npm start). */
  manifest: "manifest.json",
  /**
   * Touched when the build becomes the one served and again when another replaces it
   * (scripts/server/previous-builds.ts): a complete build without it was never served.
   */
  served: "served",
} as const;
