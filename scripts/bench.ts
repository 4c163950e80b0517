/**
 * `npm run bench`: builds, serves the production build, runs Lighthouse (mobile defaults,
 * simulated throttling) RUNS times on every route in local Chromium, and prints the medians.
 * Raw reports go to bench-results/ (git-ignored). Timings are noisy: they are measured here,
 * never asserted in tests (deterministic size budgets live in tests/e2e/budgets.spec.ts).
 */
import { execSync, spawn } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { CHROMIUM_ARGS, findChromium } from "./find-chromium.ts";

const ROUTES = process.env.BENCH_ROUTES?.split(",") ?? [
  "/",
  (await import("../app/config/site.ts")).labPath,
  "/privacy-policy",
  "/terms-of-service",
];
const RUNS = Number(process.env.RUNS ?? 3);
const PORT = Number(process.env.BENCH_PORT ?? 4800);
const origin = `http://localhost:${PORT}`;
const root = path.resolve(import.meta.dirname, "..");
const outDir = path.join(root, "bench-results");

if (!process.env.SKIP_BUILD) execSync("npm run build", { cwd: root, stdio: "inherit" });
mkdirSync(outDir, { recursive: true });

const server = spawn(process.execPath, ["scripts/serve.ts"], {
  cwd: root,
  env: { ...process.env, PORT: String(PORT) },
});
await new Promise((resolve) => setTimeout(resolve, 1000));

const chrome = await chromeLauncher.launch({
  chromePath: (await findChromium()).path,
  chromeFlags: ["--headless=new", ...CHROMIUM_ARGS],
});

type Row = Record<string, number>;
const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

async function gzippedScriptKb(urls: string[]): Promise<number> {
  let bytes = 0;
  for (const url of urls) {
    const body = Buffer.from(
      await (await fetch(url, { headers: { "Accept-Encoding": "identity" } })).arrayBuffer(),
    );
    bytes += gzipSync(body, { level: 9 }).length;
  }
  return bytes / 1024;
}

const MAX_ATTEMPTS = 3;

/** One Lighthouse run; a run that Lighthouse itself reports as broken (e.g. NO_NAVSTART) is retried. */
async function runLighthouse(route: string) {
  for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
    const result = await lighthouse(`${origin}${route}`, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      // BENCH_BLOCK=pattern,…: measure what a resource costs by blocking it (e.g. "*.woff2").
      blockedUrlPatterns: process.env.BENCH_BLOCK?.split(","),
    });
    if (result && !result.lhr.runtimeError) return result;
    console.warn(
      `Lighthouse run failed on ${route} (${result?.lhr.runtimeError?.code ?? "no result"}), retrying`,
    );
  }
  throw new Error(`Lighthouse failed ${MAX_ATTEMPTS} times on ${route}`);
}

const table: Record<string, Row> = {};
try {
  for (const route of ROUTES) {
    const runs: Row[] = [];
    for (let run = 1; run <= RUNS; run++) {
      const result = await runLighthouse(route);
      const { lhr, report } = result;
      writeFileSync(
        path.join(outDir, `${route.replace(/\W+/g, "_") || "home"}-${run}.json`),
        String(report),
      );
      const requests =
        (
          lhr.audits["network-requests"]?.details as {
            items?: { url: string; resourceType?: string; transferSize?: number }[];
          }
        )?.items ?? [];
      const scripts = requests
        .filter((item) => item.resourceType === "Script")
        .map((item) => item.url);
      const audit = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
      runs.push({
        Perf: (lhr.categories.performance?.score ?? 0) * 100,
        A11y: (lhr.categories.accessibility?.score ?? 0) * 100,
        BP: (lhr.categories["best-practices"]?.score ?? 0) * 100,
        SEO: (lhr.categories.seo?.score ?? 0) * 100,
        "LCP s": audit("largest-contentful-paint") / 1000,
        "FCP s": audit("first-contentful-paint") / 1000,
        "TBT ms": audit("total-blocking-time"),
        CLS: audit("cumulative-layout-shift"),
        "SI s": audit("speed-index") / 1000,
        "JS KB gz": await gzippedScriptKb(scripts),
        "Total KB": requests.reduce((sum, item) => sum + (item.transferSize ?? 0), 0) / 1024,
        Requests: requests.length,
      });
    }
    const keys = Object.keys(runs[0] ?? {});
    table[route] = Object.fromEntries(
      keys.map((key) => [key, median(runs.map((row) => row[key] ?? NaN))]),
    );
  }
} finally {
  await chrome.kill();
  server.kill();
}

const format = (key: string, value: number) =>
  key === "CLS"
    ? value.toFixed(3)
    : key.endsWith(" s")
      ? value.toFixed(2)
      : key.includes("KB")
        ? value.toFixed(1)
        : String(Math.round(value));
const keys = Object.keys(Object.values(table)[0] ?? {});
const lines = [
  `| Route | ${keys.join(" | ")} |`,
  `|---|${keys.map(() => "---").join("|")}|`,
  ...Object.entries(table).map(
    ([route, row]) =>
      `| ${route} | ${keys.map((key) => format(key, row[key] ?? NaN)).join(" | ")} |`,
  ),
];
console.log(
  `\nLighthouse mobile, median of ${RUNS} runs (${new Date().toISOString().slice(0, 10)}):\n`,
);
console.log(lines.join("\n"));
writeFileSync(path.join(outDir, "summary.md"), `${lines.join("\n")}\n`);
