/**
 * The measuring tools are packages of their own, each beside the code that imports them, with its
 * own package.json and lockfile, so the project's `npm install` (all `npm start` needs) does not
 * bring them: Node resolves an import from the importing file's folder upwards, so
 * tests/engines/engine.ts finds tests/engines/node_modules first, then the project's.
 *
 * `ensureTools(name)` installs one exactly from its lockfile (`npm ci`, from the npm registry)
 * when it is missing or its lockfile changed since; `npm test`, `npm run bench`, the cross-engine
 * suite and the registry Chromium call it before they import anything from it.
 *
 *   node scripts/tools.ts [name…]     (all of them without a name)
 */
import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { ROOT } from "./build-paths.ts";

export const TOOLS = {
  /** A Chromium from the npm registry where the machine has none (@sparticuz/chromium). */
  chromium: "scripts/chromium",
  /** Lighthouse, the Chrome launcher it drives and autocannon: npm run bench, bench:load. */
  bench: "scripts/bench",
  /** The drivers of Debian's Firefox (puppeteer-core) and WebKitGTK (selenium-webdriver). */
  engines: "tests/engines",
} as const;

export type ToolName = keyof typeof TOOLS;

/** Written into the tool's node_modules after `npm ci`: the lockfile it installed. */
const STAMP = ".installed-lockfile.sha256";

function lockfileHash(dir: string): string {
  return createHash("sha256")
    .update(readFileSync(path.join(dir, "package-lock.json")))
    .digest("hex");
}

export function ensureTools(name: ToolName): void {
  const dir = path.join(ROOT, TOOLS[name]);
  const stamp = path.join(dir, "node_modules", STAMP);
  const wanted = lockfileHash(dir);
  if (existsSync(stamp) && readFileSync(stamp, "utf8").trim() === wanted) return;
  console.log(`Installing the ${name} tools (${TOOLS[name]}, npm ci)…`);
  // An npm script's own settings (npm_config_*) would point npm at the project, not this folder.
  const env = Object.fromEntries(
    Object.entries(process.env).filter(([key]) => !/^npm_(config|package)_/i.test(key)),
  );
  execFileSync("npm", ["ci", "--no-audit", "--no-fund", "--loglevel=error"], {
    cwd: dir,
    env,
    stdio: "inherit",
  });
  writeFileSync(stamp, `${wanted}\n`);
}

if (import.meta.main) {
  const names = process.argv.slice(2);
  for (const name of names.length ? names : Object.keys(TOOLS)) {
    if (!(name in TOOLS)) throw new Error(`scripts/tools.ts: no tool package "${name}".`);
    ensureTools(name as ToolName);
  }
}
