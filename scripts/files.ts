/**
 * The one directory walker of the build scripts and tests: Node's recursive readdir, giving paths
 * relative to the walked directory with "/" separators (like URL paths, the same on every OS),
 * sorted so every caller sees the same order on every machine.
 */
import { readdirSync } from "node:fs";
import path from "node:path";

/** Every file below `root` at any depth ("assets/a.css"); with `directories`, those too. */
export function filesUnder(root: string, { directories = false } = {}): string[] {
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() || (directories && entry.isDirectory()))
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
    .map((relative) => relative.split(path.sep).join("/"))
    .sort();
}

/** The pages of a built site (build/client): every .html file outside Vite's assets/. */
export function builtPages(client: string): string[] {
  return filesUnder(client).filter((file) => file.endsWith(".html") && !file.startsWith("assets/"));
}
