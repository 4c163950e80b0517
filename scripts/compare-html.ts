/**
 * Proves that two builds of the site are the same site: for every route (an HTML page in either
 * build) it compares what visitors, screen readers and crawlers get — visible text, links,
 * headings, landmarks, ARIA, the head, JSON data, ids — after removing what a framework changes
 * legitimately (scripts, asset names, island wrappers: compare-html/normalise.ts), then the whole
 * remaining tree, reported apart. Exits 1 when a semantic category differs.
 *
 *   node scripts/compare-html.ts <beforeDir> <afterDir>     (built site roots, like build/client)
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { comparePages, type CategoryDiff } from "./compare-html/compare.ts";
import { pagesByRoute } from "./compare-html/pages.ts";

/** Lines printed per category and route; the count says how many more there are. */
const MAX_LINES = 40;

type RouteResult = { route: string; note?: string; diffs: CategoryDiff[] };

function printDiff(diff: CategoryDiff): void {
  const label = diff.semantic ? diff.category : `${diff.category} (catch-all, not failing)`;
  console.log(`  ${label}: ${diff.changed} line(s) differ`);
  const lines = diff.hunks.join("\n").split("\n");
  for (const line of lines.slice(0, MAX_LINES)) console.log(`    ${line}`);
  if (lines.length > MAX_LINES) console.log(`    … ${lines.length - MAX_LINES} more line(s)`);
}

export function compareSites(beforeDir: string, afterDir: string): RouteResult[] {
  const before = pagesByRoute(beforeDir);
  const after = pagesByRoute(afterDir);
  const routes = [...new Set([...before.keys(), ...after.keys()])].sort();
  return routes.map((route) => {
    const [a, b] = [before.get(route), after.get(route)];
    if (!a || !b)
      return { route, note: `only in ${a ? "before" : "after"} (${a ?? b})`, diffs: [] };
    const read = (root: string, file: string) => readFileSync(path.join(root, file), "utf8");
    const diffs = comparePages(read(beforeDir, a), read(afterDir, b));
    return { route, note: a === b ? a : `${a} → ${b}`, diffs };
  });
}

function main([beforeDir, afterDir]: string[]): number {
  if (!beforeDir || !afterDir || !existsSync(beforeDir) || !existsSync(afterDir)) {
    console.error("Usage: node scripts/compare-html.ts <beforeDir> <afterDir> (built site roots)");
    return 2;
  }
  const results = compareSites(beforeDir, afterDir);
  console.log(`Comparing ${beforeDir} (before) with ${afterDir} (after)\n`);
  for (const { route, note, diffs } of results) {
    console.log(`${route}  ${note}${diffs.length ? "" : "  — identical"}`);
    diffs.forEach(printDiff);
    console.log("");
  }
  console.log("Summary");
  const failing = results.filter(
    ({ note, diffs }) => note?.startsWith("only in") || diffs.some((diff) => diff.semantic),
  );
  const width = Math.max(...results.map(({ route }) => route.length));
  for (const { route, note, diffs } of results) {
    const semantic = diffs.filter((diff) => diff.semantic).map((diff) => diff.category);
    const tree = diffs.some((diff) => !diff.semantic) ? "tree differs" : "tree identical";
    const verdict = note?.startsWith("only in")
      ? note
      : `${semantic.length ? `differs: ${semantic.join(", ")}` : "same"}; ${tree}`;
    console.log(`  ${route.padEnd(width)}  ${verdict}`);
  }
  console.log(
    failing.length
      ? `\n${failing.length} of ${results.length} route(s) differ in what visitors get.`
      : `\nAll ${results.length} route(s) give visitors the same page.`,
  );
  return failing.length ? 1 : 0;
}

if (import.meta.filename === path.resolve(process.argv[1] ?? "")) {
  process.exitCode = main(process.argv.slice(2));
}
