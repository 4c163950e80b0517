/**
 * `npm run bench`: builds, serves the production build and runs Lighthouse (mobile, simulated
 * throttling) in local Chromium. Each compared route is measured at 4× and 8× CPU beside its
 * no-JS twin (twin.ts) and, for the home page, beside a baseline site with none of our code
 * (baseline.ts, BENCH_BASELINE_DIR), all run by run in an order rotated each round so machine
 * load hits every contender alike; then the first taps at 8× CPU (first-tap.ts) and the first
 * round trip of every page (first-flight.ts). Prints medians and ranges and how busy the machine
 * was (machine.ts); raw reports go to bench-results/ (git-ignored). Timings are noisy: measured
 * here, never asserted in tests (size budgets live in tests/e2e/budgets.spec.ts).
 *
 * Env: RUNS (default 9), BENCH_ROUTES, BENCH_COMPARE (routes with contenders and 8×, default /
 * and the lab page), BENCH_BASELINE_DIR, BENCH_ONLY (lighthouse or taps), BENCH_PORT,
 * SKIP_BUILD=1, BENCH_BLOCK (see lighthouse.ts).
 */
import { execSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import { CHROMIUM_ARGS, findChromium } from "../chromium/find-chromium.ts";
import { CLIENT_DIR, ROOT } from "../build-paths.ts";
import { BASELINE_ROUTE, baselineSkipped, startBaseline, type Baseline } from "./baseline.ts";
import { flightTables } from "./first-flight.ts";
import { firstTaps, launchTapBrowser } from "./first-tap.ts";
import { PROFILES, reportName, runLighthouse, type Profile } from "./lighthouse.ts";
import { loadLine, machineSummary, sampleLoad, startWarning } from "./machine.ts";
import { rotate, roundPlan, TAP_CONTENDERS, type Contender } from "./plan.ts";
import { summarize } from "./report.ts";
import { startServer } from "./server.ts";
import { format, type Row } from "./stats.ts";
import { removeTwins, twinRoute, writeTwins } from "./twin.ts";

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
/** The baseline's home page is measured beside our home page. */
const BESIDE_BASELINE = "/";
const RUNS = Number(process.env.RUNS ?? 9);
/** BENCH_ONLY=lighthouse or taps runs one half. */
const ONLY = process.env.BENCH_ONLY;
const PORT = Number(process.env.BENCH_PORT ?? 4800);
const clientDir = CLIENT_DIR;
const outDir = path.join(ROOT, "bench-results");

console.log(loadLine("at start"));
const busy = startWarning();
if (busy) console.warn(busy);
const skipped =
  baselineSkipped() ??
  (COMPARED.includes(BESIDE_BASELINE) ? undefined : `Baseline skipped: / is not compared.`);
if (skipped) console.log(skipped);

if (!process.env.SKIP_BUILD) execSync("npm run build", { cwd: ROOT, stdio: "inherit" });
mkdirSync(outDir, { recursive: true });
writeTwins(clientDir, COMPARED);

// The servers list the build's files when they start: the twins are written first.
const site = await startServer(PORT).catch((error: unknown) => {
  removeTwins(clientDir);
  throw error;
});
let baseline: Baseline | undefined;
const chromiumPath = (await findChromium()).path;
let chrome: chromeLauncher.LaunchedChrome | undefined;
function cleanUp() {
  chrome?.kill();
  site.stop();
  baseline?.stop();
  removeTwins(clientDir);
}
// Stopped with Ctrl-C or kill: leave no browser, server, twin or baseline copy behind.
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    cleanUp();
    process.exit(1);
  });
}

const results = new Map<string, Row[]>();
const record = (key: string, row: Row) => results.set(key, [...(results.get(key) ?? []), row]);
function urlOf(route: string, contender: Contender): string {
  if (contender === "baseline") return `${baseline?.origin}${BASELINE_ROUTE}`;
  return `${site.origin}${contender === "twin" ? twinRoute(route) : route}`;
}

const flights: string[] = [];
try {
  if (!skipped) baseline = await startBaseline();
  chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: ["--headless=new", ...CHROMIUM_ARGS],
  });
  const plan = {
    routes: ROUTES,
    compared: COMPARED,
    profiles: Object.keys(PROFILES) as Profile[],
    besideBaseline: baseline && BESIDE_BASELINE,
  };
  for (let run = 1; run <= (ONLY === "taps" ? 0 : RUNS); run++) {
    for (const { route, profile, contender } of roundPlan(plan, run - 1)) {
      const label = `${contender}-${profile}`;
      sampleLoad();
      const row = await runLighthouse({
        url: urlOf(route, contender),
        chromePort: chrome.port,
        profile,
        reportFile: reportName(outDir, route, label, run),
      }).catch((error: unknown) => {
        // A loaded machine sometimes loses a run: it is left out of the medians, not fatal.
        console.warn(`run ${run}/${RUNS} ${route} ${label} skipped: ${String(error)}`);
      });
      if (!row) continue;
      record(`${route}|${label}`, row);
      const remote = row["Remote requests"] ?? 0;
      const left = remote ? `; WARNING: ${remote} requests left the machine` : "";
      console.log(
        `run ${run}/${RUNS} ${route} ${label}: Perf ${row.Perf}, FCP ${format("FCP s", row["FCP s"] ?? NaN)} s, TBT ${format("TBT ms", row["TBT ms"] ?? NaN)} ms${left}`,
      );
    }
  }
  chrome.kill();
  const browser = await launchTapBrowser(chromiumPath);
  try {
    for (let run = 1; run <= (ONLY === "lighthouse" ? 0 : RUNS); run++) {
      for (const route of COMPARED) {
        for (const contender of rotate(TAP_CONTENDERS, run - 1)) {
          record(`${route}|${contender}-taps`, await firstTaps(browser, urlOf(route, contender)));
        }
      }
    }
  } finally {
    await browser.close();
  }
  flights.push(...(await flightTables({ ...site, client: clientDir }, baseline)));
} finally {
  cleanUp();
}

const labels = { site: "our page", twin: "no-JS twin", baseline: baseline?.name ?? "baseline" };
const summary = summarize({
  routes: ROUTES,
  compared: COMPARED,
  runs: RUNS,
  results,
  labels,
  flights,
  machine: [skipped, machineSummary()].filter(Boolean).join("\n"),
});
console.log(`\n${summary}`);
writeFileSync(path.join(outDir, "summary.md"), `${summary}\n`);

// Load figures (requests per second, p99, errors) for npm start and nginx: scripts/bench/load.ts.
if (!ONLY) execSync("node scripts/bench/load.ts", { cwd: ROOT, stdio: "inherit" });
