/**
 * The no-JS twin of a route: the same built HTML with the inline islands boot script removed (the
 * only script that runs; the analytics configuration is inert JSON), written under /nojs/ in the
 * build with the same precompressed variants, so the same server serves it the same way. It is
 * the physical limit for this content: what the page costs the browser without our JavaScript.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { precompress } from "../precompress.ts";

export const TWIN_PREFIX = "/nojs";

/**
 * Matches only the executable inline boot script: `<script>` without attributes, except the
 * one-character `<script>;</script>` in the head (it only holds the parser until the stylesheet
 * has loaded, app/root.tsx; the twin keeps it, as it keeps the rest of the document).
 */
const BOOT_SCRIPT = /<script>(?!;<\/script>)[\s\S]*?<\/script>/g;

function htmlFile(clientDir: string, route: string): string {
  return path.join(clientDir, route, "index.html");
}

export function twinRoute(route: string): string {
  return `${TWIN_PREFIX}${route === "/" ? "/" : route}`;
}

/** Writes the twins of `routes` (call before the server starts: it lists the public files at startup). */
export function writeTwins(clientDir: string, routes: readonly string[]): void {
  for (const route of routes) {
    const html = readFileSync(htmlFile(clientDir, route), "utf8");
    const scripts = html.match(BOOT_SCRIPT) ?? [];
    if (scripts.length !== 1) {
      throw new Error(
        `Bench twin of ${route}: expected one inline boot script, found ${scripts.length}.`,
      );
    }
    const file = htmlFile(clientDir, twinRoute(route));
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, html.replace(BOOT_SCRIPT, ""));
  }
  precompress(path.join(clientDir, TWIN_PREFIX));
}

export function removeTwins(clientDir: string): void {
  rmSync(path.join(clientDir, TWIN_PREFIX), { recursive: true, force: true });
}
