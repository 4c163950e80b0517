/**
 * One Lighthouse run (mobile defaults, simulated throttling) and the figures the bench keeps.
 * Profiles: Lighthouse's own mobile CPU slowdown (4×) and a low-end phone (8×, as
 * `--throttling.cpuSlowdownMultiplier=8` on the CLI); the network throttling is Lighthouse's
 * mobile default in both.
 */
import { writeFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import lighthouse from "lighthouse";
import type { Row } from "./stats.ts";

export const PROFILES = {
  "4×": { throttling: { cpuSlowdownMultiplier: 4 } },
  "8×": { throttling: { cpuSlowdownMultiplier: 8 } },
} as const;
export type Profile = keyof typeof PROFILES;

/**
 * Main-thread time by Lighthouse's task groups (the `mainthread-work-breakdown` audit, already
 * scaled by the CPU slowdown): what the document's weight costs (style and layout, parsing) apart
 * from what its scripts cost.
 */
const MAIN_THREAD_GROUPS = {
  "Style & layout ms": "styleLayout",
  "Parse HTML & CSS ms": "parseHTML",
  "Script eval ms": "scriptEvaluation",
  "Script parse ms": "scriptParseCompile",
} as const;

const MAX_ATTEMPTS = 3;

async function gzippedScriptKb(urls: string[]): Promise<number> {
  let bytes = 0;
  for (const url of urls) {
    const response = await fetch(url, { headers: { "Accept-Encoding": "identity" } });
    bytes += gzipSync(Buffer.from(await response.arrayBuffer()), { level: 9 }).length;
  }
  return bytes / 1024;
}

type RunOptions = { url: string; chromePort: number; profile: Profile; reportFile: string };

/** Runs Lighthouse; a run Lighthouse itself reports as broken (e.g. NO_NAVSTART) is retried. */
export async function runLighthouse({ url, chromePort, profile, reportFile }: RunOptions) {
  for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
    const result = await lighthouse(url, {
      port: chromePort,
      output: "json",
      logLevel: "error",
      ...PROFILES[profile],
      // BENCH_BLOCK=pattern,…: measure what a resource costs by blocking it (e.g. "*.woff2").
      blockedUrlPatterns: process.env.BENCH_BLOCK?.split(","),
    });
    if (result && !result.lhr.runtimeError) {
      writeFileSync(reportFile, String(result.report));
      return figures(result.lhr);
    }
    console.warn(
      `Lighthouse failed on ${url} (${result?.lhr.runtimeError?.code ?? "no result"}), retrying`,
    );
  }
  throw new Error(`Lighthouse failed ${MAX_ATTEMPTS} times on ${url}`);
}

type Lhr = NonNullable<Awaited<ReturnType<typeof lighthouse>>>["lhr"];
type Request = { url: string; resourceType?: string; transferSize?: number };
type Breakdown = { items?: { group: string; duration: number }[] };

/** Requests that would leave the machine: a contender must make none (no network here). */
const remote = (url: string) => !/^(data:|blob:|https?:\/\/(localhost|127\.0\.0\.1)[:/])/.test(url);

async function figures(lhr: Lhr): Promise<Row> {
  const requests =
    (lhr.audits["network-requests"]?.details as { items?: Request[] } | undefined)?.items ?? [];
  const scripts = requests.filter((item) => item.resourceType === "Script").map((item) => item.url);
  const audit = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  const score = (id: string) => (lhr.categories[id]?.score ?? 0) * 100;
  const breakdown = (lhr.audits["mainthread-work-breakdown"]?.details as Breakdown | undefined)
    ?.items;
  const groupMs = (group: string) =>
    (breakdown ?? [])
      .filter((item) => item.group === group)
      .reduce((sum, i) => sum + i.duration, 0);
  return {
    Perf: score("performance"),
    A11y: score("accessibility"),
    BP: score("best-practices"),
    SEO: score("seo"),
    "LCP s": audit("largest-contentful-paint") / 1000,
    "FCP s": audit("first-contentful-paint") / 1000,
    "TBT ms": audit("total-blocking-time"),
    CLS: audit("cumulative-layout-shift"),
    "SI s": audit("speed-index") / 1000,
    "JS KB gz": await gzippedScriptKb(scripts),
    "Total KB": requests.reduce((sum, item) => sum + (item.transferSize ?? 0), 0) / 1024,
    Requests: requests.length,
    DOM: audit("dom-size-insight"),
    "Main thread ms": audit("mainthread-work-breakdown"),
    ...Object.fromEntries(
      Object.entries(MAIN_THREAD_GROUPS).map(([key, group]) => [
        key,
        breakdown ? groupMs(group) : NaN,
      ]),
    ),
    "Remote requests": requests.filter((item) => remote(item.url)).length,
  };
}

/** bench-results/home-site-8x-3.json and the like. */
export function reportName(dir: string, route: string, label: string, run: number): string {
  const page = route === "/" ? "home" : route.slice(1).replace(/\W+/g, "_");
  return path.join(dir, `${page}-${label.replace("×", "x")}-${run}.json`);
}
