/**
 * Every file under /assets/ is named by its final content: servers send them as immutable for a
 * year (scripts/headers.ts) and keep the previous builds' ones for pages already open
 * (scripts/server/previous-builds.ts), so one name must always mean the same bytes. Vite names what
 * it writes; a build step that changes a file afterwards renames it here, by the same rule for
 * every step, and rewrites each reference to it.
 */
import { createHash } from "node:crypto";
import { readFileSync, renameSync, writeFileSync } from "node:fs";
import path from "node:path";
import { filesUnder } from "./files.ts";

/** Characters of the content hash in a name, as many as Vite's own. */
const HASH_LENGTH = 8;
/** "site.D9VuIwHl.css" → "site" + ".css": the name without a hash Vite (or this file) gave it. */
const HASHED = /^(.+?)(?:\.[\w-]{8})?(\.[a-z0-9]+)$/i;
/** Files that may name an asset: pages, stylesheets, scripts, manifests, sitemaps. */
const REFERRERS = /\.(html|css|js|mjs|json|webmanifest|xml|txt|svg)$/;

export function contentHash(bytes: Buffer | string): string {
  return createHash("sha256").update(bytes).digest("base64url").slice(0, HASH_LENGTH);
}

/** `name` with the hash of `bytes` before its extension, replacing the hash it had. */
export function contentName(name: string, bytes: Buffer | string): string {
  const match = HASHED.exec(name);
  if (!match) throw new Error(`content-names: ${name} no tiene extensión.`);
  return `${match[1]}.${contentHash(bytes)}${match[2]}`;
}

/**
 * Renames each of `names` (files directly under client/assets/) by its current bytes and rewrites
 * every reference to it in the client's text files. An asset that such a rewrite changes is
 * renamed in turn, until every name under assets/ matches its bytes again.
 */
export function renameByContent(client: string, names: readonly string[]): void {
  const assets = path.join(client, "assets");
  let pending = [...names];
  while (pending.length > 0) {
    const renames = new Map<string, string>();
    for (const name of pending) {
      const renamed = contentName(name, readFileSync(path.join(assets, name)));
      if (renamed === name) continue;
      renameSync(path.join(assets, name), path.join(assets, renamed));
      renames.set(name, renamed);
    }
    pending = [];
    if (renames.size === 0) break;
    for (const file of filesUnder(client).filter((relative) => REFERRERS.test(relative))) {
      const full = path.join(client, file);
      const text = readFileSync(full, "utf8");
      let next = text;
      for (const [from, to] of renames) next = next.replaceAll(from, to);
      if (next === text) continue;
      writeFileSync(full, next);
      if (file.startsWith("assets/") && !file.slice("assets/".length).includes("/")) {
        pending.push(file.slice("assets/".length));
      }
    }
  }
}
