/**
 * Production server for the prerendered site, behind `npm start`: scripts/server/app.ts (Fastify
 * and @fastify/static) serving the build build/ links to. When a build swaps the link
 * (scripts/build.ts), the next requests read the new build whole; a build that is not complete is
 * refused: at start-up the server exits with the reason, later it keeps serving the last good one.
 * A missing /assets/ file is looked up in the earlier builds still kept
 * (scripts/server/previous-builds.ts), for pages opened before the swap.
 */
import { watch } from "node:fs";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { createApp } from "./server/app.ts";
import { BuildRefused, loadGeneration, type Generation } from "./server/generation.ts";
import { BUILD_DIR, GENERATIONS_DIR } from "./build-paths.ts";
import { isRelease } from "./release-record.ts";
import { RELEASE_COMMAND } from "../src/config/build-mode.ts";

function loadOrExit(): Generation {
  try {
    return loadGeneration(BUILD_DIR, GENERATIONS_DIR);
  } catch (error) {
    if (!(error instanceof BuildRefused)) throw error;
    console.error(
      `npm start: no se sirve esta compilación: ${error.message}. Ejecuta npm run build.`,
    );
    process.exit(1);
  }
}

let generation = loadOrExit();

/** Loads the build build/ now links to, if it is another one and complete. */
function reload() {
  try {
    const next = loadGeneration(BUILD_DIR, GENERATIONS_DIR);
    if (next.dir === generation.dir) return;
    generation = next;
    console.log(`Sirviendo la compilación ${path.basename(next.dir)}`);
  } catch (error) {
    if (!(error instanceof BuildRefused)) throw error;
    console.error(`Se sigue sirviendo ${path.basename(generation.dir)}: ${error.message}`);
  }
}

// The link is replaced by a rename in its parent directory: watch that, not the link.
watch(path.dirname(BUILD_DIR), (_event, name) => {
  if (name === path.basename(BUILD_DIR)) reload();
});

const app = createApp(() => generation);
await app.listen({ port: Number(process.env.PORT ?? 3000), host: process.env.HOST ?? "::" });
const { port } = app.server.address() as AddressInfo;
const url = `http://localhost:${port}`;
// A preview says so where it is started, as its pages do: it is never the company's site.
console.log(
  isRelease(generation.dir)
    ? `Sitio en producción: ${url}`
    : `Vista previa (no se indexa): ${url} — para publicar: ${RELEASE_COMMAND}`,
);

/** Requests in flight get this long to finish when the server is stopped. */
const CLOSE_GRACE_MS = 5000;
function stop(): void {
  setTimeout(() => process.exit(0), CLOSE_GRACE_MS).unref();
  void app.close().then(() => process.exit(0));
}
process.once("SIGTERM", stop);
process.once("SIGINT", stop);

// `npm start` and `npm run serve` exec this process in place of npm's `sh -c` (package.json), so
// the SIGTERM or SIGINT npm passes on to its child reaches the server; without `exec` the shell
// kept it and the server went on serving. Should npm itself die (SIGKILL), the server is adopted
// by another parent: started by npm, it then stops too.
const PARENT_CHECK_MS = 500;
if (process.env.npm_lifecycle_event) {
  const parent = process.ppid;
  setInterval(() => process.ppid !== parent && stop(), PARENT_CHECK_MS).unref();
}
