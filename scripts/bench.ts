/**
 * `npm run bench`: builds, serves the production build and runs Lighthouse (mobile, simulated
 * throttling) in local Chromium. For the compared routes it also runs a low-end profile (8× CPU)
 * and a no-JS twin of the page (scripts/bench/twin.ts), all interleaved run by run so machine
 * load hits site and twin alike, then measures the first taps at 8× CPU (scripts/bench/first-tap.ts).
 * Prints medians; raw reports go to bench-results/ (git-ignored). Timings are noisy: they are
 * measured here, never asserted in tests (size budgets live in tests/e2e/budgets.spec.ts).
 *
 * Env: RUNS (default 9), BENCH_ROUTES, BENCH_COMPARE (routes with twin and 8×, default / and the
 * lab page), BENCH_PORT, SKIP_BUILD=1, BENCH_BLOCK (see bench/lighthouse.ts).
 */
import { execSync, spawn } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import { CHROMIUM_ARGS, findChromium } from "./find-chromium.ts";
import { CPU_SLOWDOWN, firstTaps, launchTapBrowser } from "./bench/first-tap.ts";
import { PROFILES, reportName, runLighthouse, type Profile } from "./bench/lighthouse.ts";
import { format, markdownTable, medianRow, withRange, type Row } from "./bench/stats.ts";
import { removeTwins, twinRoute, writeTwins } from "./bench/twin.ts";

const list = (value: string | undefined, fallback: string[]) => value?.split(",") ?? fallback;
const ROUTES = list(process.env.BENCH_ROUTES, [
  "/",
  "/verticelab",
  "/privacy-policy",
  "/terms-of-service",
]);
const COMPARED = list(process.env.BENCH_COMPARE, ["/", "/verticelab"]).filter((route) =>
  ROUTES.includes(route),
);
const RUNS = Number(process.env.RUNS ?? 9);
const PORT = Number(process.env.BENCH_PORT ?? 4800);
const VARIANTS = ["site", "twin"] as const;
const origin = `http://localhost:${PORT}`;
const root = path.resolve(import.meta.dirname, "..");
const clientDir = path.join(root, "build", "client");
const outDir = path.join(root, "bench-results");

if (!process.env.SKIP_BUILD) execSync("npm run build", { cwd: root, stdio: "inherit" });
mkdirSync(outDir, { recursive: true });
writeTwins(clientDir, COMPARED);

const server = spawn(process.execPath, ["scripts/serve.ts"], {
  cwd: root,
  env: { ...process.env, PORT: String(PORT) },
});
await new Promise((resolve) => setTimeout(resolve, 1000));
const chromiumPath = (await findChromium()).path;
const chrome = await chromeLauncher.launch({
  chromePath: chromiumPath,
  chromeFlags: ["--headless=new", ...CHROMIUM_ARGS],
});

const results = new Map<string, Row[]>();
const record = (key: string, row: Row) => results.set(key, [...(results.get(key) ?? []), row]);
const urlOf = (route: string, variant: string) =>
  `${origin}${variant === "twin" ? twinRoute(route) : route}`;

try {
  for (let run = 1; run <= RUNS; run++) {
    for (const route of ROUTES) {
      const compared = COMPARED.includes(route);
      const profiles = compared ? (Object.keys(PROFILES) as Profile[]) : (["default"] as const);
      for (const profile of profiles) {
        for (const variant of compared ? VARIANTS : (["site"] as const)) {
          const label = `${variant}-${profile}`;
          console.log(`run ${run}/${RUNS} ${route} ${label}`);
          const row = await runLighthouse({
            url: urlOf(route, variant),
            chromePort: chrome.port,
            profile,
            reportFile: reportName(outDir, route, label, run),
          });
          record(`${route}|${label}`, row);
        }
      }
    }
  }
  await chrome.kill();
  const browser = await launchTapBrowser(chromiumPath);
  try {
    for (let run = 1; run <= RUNS; run++) {
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
  await chrome.kill();
  server.kill();
  removeTwins(clientDir);
}

const runsOf = (key: string) => results.get(key) ?? [];
const values = (key: string, metric: string) => runsOf(key).map((row) => row[metric] ?? NaN);

const perRoute = ROUTES.map((route) => medianRow(runsOf(`${route}|site-default`)));
const keys = Object.keys(perRoute[0] ?? {});
const routeTable = markdownTable(
  ["Route", ...keys],
  perRoute.map((row, index) => [
    ROUTES[index] ?? "",
    ...keys.map((key) => format(key, row[key] ?? NaN)),
  ]),
);

const twinRows = COMPARED.flatMap((route) =>
  (Object.keys(PROFILES) as Profile[]).map((profile) => {
    const [site, twin] = VARIANTS.map((variant) => `${route}|${variant}-${profile}`);
    const [siteRow, twinRow] = [medianRow(runsOf(site ?? "")), medianRow(runsOf(twin ?? ""))];
    const cells = (metric: string) => [
      withRange(metric, values(site ?? "", metric)),
      withRange(metric, values(twin ?? "", metric)),
      format(metric, (siteRow[metric] ?? NaN) - (twinRow[metric] ?? NaN)),
    ];
    return [
      route,
      profile,
      ...cells("Perf"),
      ...cells("TBT ms"),
      ...cells("LCP s"),
      ...cells("CLS"),
    ];
  }),
);
const twinTable = markdownTable(
  ["Route", "CPU", ...["Perf", "TBT ms", "LCP s", "CLS"].flatMap((m) => [m, `${m} no-JS`, "Δ"])],
  twinRows,
);

const tapRows = COMPARED.flatMap((route) =>
  VARIANTS.map((variant) => {
    const key = `${route}|${variant}-taps`;
    return [
      route,
      variant,
      withRange("ms", values(key, "Menu tap ms")),
      withRange("ms", values(key, "Nav tap ms")),
    ];
  }),
);
const tapTable = markdownTable(["Route", "Page", "Menu tap ms", "Nav link tap ms"], tapRows);

const date = new Date().toISOString().slice(0, 10);
const summary = [
  `Lighthouse mobile, default profile, median of ${RUNS} runs (${date}):`,
  routeTable,
  `Site vs no-JS twin, interleaved, median of ${RUNS} (range of the single runs); Δ = site − twin:`,
  twinTable,
  `First tap right after load at ${CPU_SLOWDOWN}× CPU (Event Timing duration, INP "good" ≤ 200 ms), median of ${RUNS}:`,
  tapTable,
].join("\n\n");
console.log(`\n${summary}`);
writeFileSync(path.join(outDir, "summary.md"), `${summary}\n`);
