/**
 * The no-JS twin of a route: the same built HTML with every script that runs removed (the inline
 * first-screen script and the page boot module; the analytics configuration is inert JSON and
 * stays), written under /nojs/ in the
 * build with the same precompressed variants and listed in its manifest, so the same server
 * serves it the same way. It is the physical limit for this content: what the page costs the
 * browser without any of our JavaScript.
 */
import { mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { BESIDE_CLIENT } from "../build-paths.ts";
import { filesUnder } from "../files.ts";
import { precompress } from "../precompress.ts";
import type { BuildManifest } from "../server/generation.ts";

export const TWIN_PREFIX = "/nojs";

/** Every executable script: a `<script>` without a type (JSON data blocks have one). */
const BOOT_SCRIPT =
  /<script(?:\s+(?:src|async|defer|type="(?:module|text\/javascript)")[^>]*)?>[\s\S]*?<\/script>/g;

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
    if (scripts.length === 0) throw new Error(`Bench twin of ${route}: no script to remove.`);
    const twin = html.replace(BOOT_SCRIPT, "");
    const left = twin.match(/<script(?![^>]*type="application\/(?:ld\+)?json")[^>]*>/g);
    if (left) throw new Error(`Bench twin of ${route}: scripts left: ${left.join(" ")}`);
    const file = htmlFile(clientDir, twinRoute(route));
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, twin);
  }
  precompress(path.join(clientDir, TWIN_PREFIX));
  updateManifest(clientDir, (files) => ({
    ...files,
    ...Object.fromEntries(
      filesUnder(path.join(clientDir, TWIN_PREFIX)).map((file) => {
        const relative = `${TWIN_PREFIX.slice(1)}/${file}`;
        return [relative, statSync(path.join(clientDir, relative)).size];
      }),
    ),
  }));
}

/** npm start serves what the build's manifest lists (scripts/server/generation.ts). */
function updateManifest(clientDir: string, change: (files: Files) => Files) {
  const file = path.join(path.dirname(clientDir), BESIDE_CLIENT.manifest);
  const manifest = JSON.parse(readFileSync(file, "utf8")) as BuildManifest;
  const next: BuildManifest = { ...manifest, files: change(manifest.files) };
  writeFileSync(file, `${JSON.stringify(next, null, 1)}\n`);
}
type Files = BuildManifest["files"];

export function removeTwins(clientDir: string): void {
  rmSync(path.join(clientDir, TWIN_PREFIX), { recursive: true, force: true });
  updateManifest(clientDir, (files) =>
    Object.fromEntries(
      Object.entries(files).filter(([name]) => !name.startsWith(`${TWIN_PREFIX.slice(1)}/`)),
    ),
  );
}
