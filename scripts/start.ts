/**
 * `npm start`: builds the site when there is no build yet, when the sources are newer, or when
 * the resolved configuration (defaults + SITE_* variables) differs from the one the build was made
 * with (its fingerprint is stored beside the build); then serves it.
 */
import { execSync } from "node:child_process";
import { existsSync, statSync } from "node:fs";
import path from "node:path";
import { CLIENT_DIR, ROOT } from "./build-paths.ts";
import { filesUnder } from "./files.ts";
import { NOT_FOUND_PAGE } from "./server/site-files.ts";
import {
  builtConfigFingerprint,
  configFingerprint,
  resolveSiteConfigOrExit,
} from "./site-config.ts";

// A wrong value stops here with its message, before anything is built or served.
const config = resolveSiteConfigOrExit();
const marker = path.join(CLIENT_DIR, NOT_FOUND_PAGE);
const SOURCES = [
  "app",
  "public",
  "scripts",
  "package.json",
  "react-router.config.ts",
  "vite.config.ts",
  "vite.shared.ts",
];

/** The latest modification of `target` or anything below it (a deletion touches its directory). */
function newestChange(target: string): number {
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  const below = filesUnder(target, { directories: true });
  return Math.max(stat.mtimeMs, ...below.map((file) => statSync(path.join(target, file)).mtimeMs));
}

/** Why the build must be redone, or undefined when it is up to date. */
function staleReason(): string | undefined {
  if (!existsSync(marker)) return "no hay compilación";
  const built = statSync(marker).mtimeMs;
  const newer = SOURCES.find(
    (source) =>
      existsSync(path.join(ROOT, source)) && newestChange(path.join(ROOT, source)) > built,
  );
  if (newer) return `${newer} cambió`;
  if (builtConfigFingerprint() !== configFingerprint(config)) return "la configuración cambió";
  return undefined;
}

const reason = staleReason();
if (reason) {
  console.log(`Construyendo el sitio (${reason})…`);
  try {
    execSync("npm run build", { cwd: ROOT, stdio: "inherit" });
  } catch (error) {
    // The build has printed its own error; do not add this script's stack trace to it.
    process.exit((error as { status?: number }).status ?? 1);
  }
}

await import("./serve.ts");
