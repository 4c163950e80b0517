/**
 * Production server for the prerendered site, behind `npm start`: scripts/server/app.ts (Fastify
 * and @fastify/static) serving the build build/ links to. When a build swaps the link
 * (scripts/build.ts), the next requests read the new build whole; a build that is not complete is
 * refused: at start-up the server exits with the reason, later it keeps serving the last good one.
 */
import { watch } from "node:fs";
import path from "node:path";
import { createApp } from "./server/app.ts";
import { BuildRefused, loadGeneration, type Generation } from "./server/generation.ts";
import { BUILD_DIR } from "./build-paths.ts";

function loadOrExit(): Generation {
  try {
    return loadGeneration(BUILD_DIR);
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
    const next = loadGeneration(BUILD_DIR);
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
const port = Number(process.env.PORT ?? 3000);
await app.listen({ port, host: process.env.HOST ?? "::" });
console.log(`Sitio en producción: http://localhost:${port}`);
