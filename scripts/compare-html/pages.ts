/**
 * Routes of a built site in either layout a generator writes: `verticelab/index.html` (directories)
 * or `verticelab.html` (flat files); both are the route `/verticelab`.
 */
import { filesUnder } from "../files.ts";

/** `index.html` → `/`, `a/index.html` and `a.html` → `/a`, `404.html` → `/404`. */
export function routeOf(file: string): string {
  const route = file.replace(/\.html$/, "").replace(/(^|\/)index$/, "");
  return `/${route}`;
}

/** Route → file for every HTML page under `root`; a route written twice keeps its `index.html`. */
export function pagesByRoute(root: string): Map<string, string> {
  const pages = new Map<string, string>();
  for (const file of filesUnder(root).filter((name) => name.endsWith(".html"))) {
    const route = routeOf(file);
    const existing = pages.get(route);
    if (existing) console.warn(`${root}: ${route} is both ${existing} and ${file}`);
    if (!existing || file.endsWith("index.html")) pages.set(route, file);
  }
  return new Map([...pages].sort(([a], [b]) => a.localeCompare(b)));
}
