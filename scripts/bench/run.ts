/**
 * `npm run bench`: builds, serves the production build and runs Lighthouse (mobile, simulated
 * throttling) in local Chromium. For the compared routes it also runs a low-end profile (8× CPU)
 * and a no-JS twin of the page (twin.ts), all interleaved run by run so machine
 * load hits site and twin alike, then measures the first taps at 8× CPU (first-tap.ts).
 * Prints medians; raw reports go to bench-results/ (git-ignored). Timings are noisy: they are
 * measured here, never asserted in tests (size budgets live in tests/e2e/budgets.spec.ts).
 *
 * Env: RUNS (default 9), BENCH_ROUTES, BENCH_COMPARE (routes with twin and 8×, default / and the
 * lab page), BENCH_ONLY (lighthouse or taps), BENCH_PORT, SKIP_BUILD=1, BENCH_BLOCK (see
 * lighthouse.ts).
 */
import { execSync, spawn } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { availableParallelism, loadavg } from "node:os";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import { CHROMIUM_ARGS, findChromium } from "../chromium/find-chromium.ts";
import { firstTaps, launchTapBrowser } from "./first-tap.ts";
import { PROFILES, reportName, runLighthouse, type Profile } from "./lighthouse.ts";
import { summarize, VARIANTS } from "./report.ts";
import type { Row } from "./stats.ts";
import { removeTwins, twinRoute, writeTwins } from "./twin.ts";
import { CLIENT_DIR, ROOT } from "../build-paths.ts";

const list = (value: string | undefined, fallback: string[]) => value?.split(",") ?? fallback;
const { labPath } = await import("../../src/config/site.ts");
const ROUTES = list(process.env.BENCH_ROUTES, [
  "/",
  labPath,
  "/privacy-policy",
  "/terms-of-service",
]);
const COMPARED = list(process.env.BENCH_COMPARE, ["/", labPath]).filter((route) =>
  ROUTES.includes(route),
);
const RUNS = Number(process.env.RUNS ?? 9);
/** BENCH_ONLY=lighthouse or taps runs one half. */
const ONLY = process.env.BENCH_ONLY;
const PORT = Number(process.env.BENCH_PORT ?? 4800);
const origin = `http://localhost:${PORT}`;
const clientDir = CLIENT_DIR;
const outDir = path.join(ROOT, "bench-results");

if (!process.env.SKIP_BUILD) execSync("npm run build", { cwd: ROOT, stdio: "inherit" });
mkdirSync(outDir, { recursive: true });
writeTwins(clientDir, COMPARED);

const server = spawn(process.execPath, ["scripts/serve.ts"], {
  cwd: ROOT,
  env: { ...process.env, PORT: String(PORT) },
});
await new Promise((resolve) => setTimeout(resolve, 1000));
const chromiumPath = (await findChromium()).path;
const chrome = await chromeLauncher.launch({
  chromePath: chromiumPath,
  chromeFlags: ["--headless=new", ...CHROMIUM_ARGS],
});

// Stopped with Ctrl-C or kill: leave no browser, server or twin behind.
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    server.kill();
    removeTwins(clientDir);
    chrome.kill();
    process.exit(1);
  });
}

// Lighthouse simulates a slow CPU from a trace taken on this one: other work on the machine
// (a test run, a build) lengthens every task, so the summary says how busy the machine was.
const loadAtStart = loadavg()[0] ?? NaN;
const results = new Map<string, Row[]>();
const record = (key: string, row: Row) => results.set(key, [...(results.get(key) ?? []), row]);
const urlOf = (route: string, variant: string) =>
  `${origin}${variant === "twin" ? twinRoute(route) : route}`;

try {
  for (let run = 1; run <= (ONLY === "taps" ? 0 : RUNS); run++) {
    for (const route of ROUTES) {
      const compared = COMPARED.includes(route);
      const profiles = compared ? (Object.keys(PROFILES) as Profile[]) : (["default"] as const);
      for (const profile of profiles) {
        for (const variant of compared ? VARIANTS : (["site"] as const)) {
          const label = `${variant}-${profile}`;
          const row = await runLighthouse({
            url: urlOf(route, variant),
            chromePort: chrome.port,
            profile,
            reportFile: reportName(outDir, route, label, run),
          }).catch((error: unknown) => {
            // A loaded machine sometimes loses a run: it is left out of the medians, not fatal.
            console.warn(`run ${run}/${RUNS} ${route} ${label} skipped: ${String(error)}`);
          });
          if (!row) continue;
          record(`${route}|${label}`, row);
          console.log(
            `run ${run}/${RUNS} ${route} ${label}: Perf ${row.Perf}, TBT ${row["TBT ms"]} ms`,
          );
        }
      }
    }
  }
  chrome.kill();
  const browser = await launchTapBrowser(chromiumPath);
  try {
    for (let run = 1; run <= (ONLY === "lighthouse" ? 0 : RUNS); run++) {
      for (const route of COMPARED) {
        for (const variant of VARIANTS) {
          record(`${route}|${variant}-taps`, await firstTaps(browser, urlOf(route, variant)));
        }
      }
    }
  } finally {
    await browser.close();
  }
} finally {
  chrome.kill();
  server.kill();
  removeTwins(clientDir);
}

const machine = `Machine: ${availableParallelism()} cores; 1-minute load average ${loadAtStart.toFixed(1)} at the start, ${(loadavg()[0] ?? NaN).toFixed(1)} at the end (the bench itself keeps about one core busy; well above that, other work competed and the TBT figures are inflated).`;
const summary = summarize({ routes: ROUTES, compared: COMPARED, runs: RUNS, results, machine });
console.log(`\n${summary}`);
writeFileSync(path.join(outDir, "summary.md"), `${summary}\n`);

// Load figures (requests per second, p99, errors) for npm start and nginx: scripts/bench/load.ts.
if (!ONLY) execSync("node scripts/bench/load.ts", { cwd: ROOT, stdio: "inherit" });
