/** The bench's printed summary: the per-route table, site vs no-JS twin, and the first taps. */
import { CPU_SLOWDOWN } from "./first-tap.ts";
import { PROFILES, type Profile } from "./lighthouse.ts";
import { format, markdownTable, medianRow, withRange, type Row } from "./stats.ts";

export const VARIANTS = ["site", "twin"] as const;

type SummaryInput = {
  routes: readonly string[];
  /** Routes measured with their twin and at both profiles. */
  compared: readonly string[];
  runs: number;
  /** Rows by "route|variant-profile" (Lighthouse) and "route|variant-taps" (first taps). */
  results: Map<string, Row[]>;
  /** The machine the figures come from (cores, load): a busy machine inflates TBT. */
  machine: string;
};

export function summarize({ routes, compared, runs, results, machine }: SummaryInput): string {
  const runsOf = (key: string) => results.get(key) ?? [];
  const values = (key: string, metric: string) => runsOf(key).map((row) => row[metric] ?? NaN);

  const perRoute = routes.map((route) => medianRow(runsOf(`${route}|site-default`)));
  const keys = Object.keys(perRoute[0] ?? {});
  const routeTable = markdownTable(
    ["Route", ...keys],
    perRoute.map((row, index) => [
      routes[index] ?? "",
      ...keys.map((key) => format(key, row[key] ?? NaN)),
    ]),
  );

  const twinRows = compared.flatMap((route) =>
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

  const tapRows = compared.flatMap((route) =>
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
  return [
    `Lighthouse mobile, default profile, median of ${runs} runs (${date}):`,
    routeTable,
    `Site vs no-JS twin, interleaved, median of ${runs} (range of the single runs); Δ = site − twin:`,
    twinTable,
    `First tap right after load at ${CPU_SLOWDOWN}× CPU (Event Timing duration, INP "good" ≤ 200 ms), median of ${runs}:`,
    tapTable,
    machine,
  ].join("\n\n");
}
