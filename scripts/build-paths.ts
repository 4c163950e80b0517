/**
 * Where the build writes, defined once for the scripts and tests. build/ is React Router's
 * default buildDirectory (react-router.config.ts keeps it); only build/client is deployed.
 */
import path from "node:path";

export const ROOT = path.resolve(import.meta.dirname, "..");
export const BUILD_DIR = path.join(ROOT, "build");
export const CLIENT_DIR = path.join(BUILD_DIR, "client");

/** Files the build writes beside build/client (never deployed), relative to the build directory. */
export const BESIDE_CLIENT = {
  /** The headers of every response (scripts/deploy-configs.ts), read by npm start and the tests. */
  headers: "headers.json",
  /** The nginx server block (scripts/nginx-conf.ts, docs/deploy.md). */
  nginxConf: "deploy/nginx.conf",
  /** The configuration the build was made with (scripts/site-config.ts, npm start). */
  configFingerprint: "site-config.sha256",
} as const;
