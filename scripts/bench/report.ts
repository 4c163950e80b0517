/**
 * The bench's printed summary: the per-route table, the contenders side by side (our page, its
 * no-JS twin and the baseline) for each compared route and CPU profile, and the first taps.
 */
import { CPU_SLOWDOWN } from "./first-tap.ts";
import { PROFILES, type Profile } from "./lighthouse.ts";
import { CONTENDERS, TAP_CONTENDERS, type Contender } from "./plan.ts";
import { format, markdownTable, median, medianRow, withRange, type Row } from "./stats.ts";

const ROUTE_COLUMNS = ["Perf", "A11y", "BP", "SEO", "FCP s", "LCP s", "TBT ms", "CLS", "SI s"];
const ROUTE_COLUMNS_MORE = ["JS KB gz", "Total KB", "Requests", "DOM"];
const CONTENDER_COLUMNS = [
  ...["Perf", "FCP s", "LCP s", "TBT ms", "CLS", "DOM"],
  ...["Style & layout ms", "Parse HTML & CSS ms", "Script eval ms", "Script parse ms"],
  "Main thread ms",
];

type SummaryInput = {
  routes: readonly string[];
  /** Routes measured with their contenders and at both profiles. */
  compared: readonly string[];
  runs: number;
  /** Rows by "route|contender-profile" (Lighthouse) and "route|contender-taps" (first taps). */
  results: Map<string, Row[]>;
  labels: Record<Contender, string>;
  /** The first-round-trip tables (first-flight.ts). */
  flights: string[];
  /** The machine the figures come from (machine.ts): a busy machine inflates every timing. */
  machine: string;
};

const signed = (metric: string, value: number) => `${value > 0 ? "+" : ""}${format(metric, value)}`;

export function summarize(input: SummaryInput): string {
  const { routes, compared, runs, results, labels } = input;
  const runsOf = (key: string) => results.get(key) ?? [];
  const values = (key: string, metric: string) => runsOf(key).map((row) => row[metric] ?? NaN);

  const perRoute = routes.map((route) => medianRow(runsOf(`${route}|site-4×`)));
  const routeColumns = [...ROUTE_COLUMNS, ...ROUTE_COLUMNS_MORE];
  const routeTable = markdownTable(
    ["Route", ...routeColumns],
    perRoute.map((row, index) => [
      routes[index] ?? "",
      ...routeColumns.map((key) => format(key, row[key] ?? NaN)),
    ]),
  );

  const contenderTables = compared.flatMap((route) =>
    (Object.keys(PROFILES) as Profile[]).map((profile) => {
      const keyOf = (contender: Contender) => `${route}|${contender}-${profile}`;
      const present = CONTENDERS.filter((contender) => runsOf(keyOf(contender)).length > 0);
      const rows = present.map((contender) => [
        `${labels[contender]} (${runsOf(keyOf(contender)).length})`,
        ...CONTENDER_COLUMNS.map((metric) => withRange(metric, values(keyOf(contender), metric))),
      ]);
      const delta = (other: Contender) => [
        `Δ ${labels.site} − ${labels[other]}`,
        ...CONTENDER_COLUMNS.map((metric) =>
          signed(
            metric,
            median(values(keyOf("site"), metric)) - median(values(keyOf(other), metric)),
          ),
        ),
      ];
      const deltas = present.includes("site")
        ? present.filter((contender) => contender !== "site").map(delta)
        : [];
      return `${route} at ${profile} CPU:\n\n${markdownTable(["Page (runs)", ...CONTENDER_COLUMNS], [...rows, ...deltas])}`;
    }),
  );

  const tapRows = compared.flatMap((route) =>
    TAP_CONTENDERS.filter((contender) => runsOf(`${route}|${contender}-taps`).length > 0).map(
      (contender) => {
        const key = `${route}|${contender}-taps`;
        return [
          route,
          labels[contender],
          withRange("ms", values(key, "Menu tap ms")),
          withRange("ms", values(key, "Nav tap ms")),
        ];
      },
    ),
  );
  const tapTable = markdownTable(["Route", "Page", "Menu tap ms", "Nav link tap ms"], tapRows);

  const date = new Date().toISOString().slice(0, 10);
  return [
    `Lighthouse mobile at 4× CPU, our pages, median of ${runs} runs (${date}):`,
    routeTable,
    `Contenders, interleaved run by run in an order rotated each round; median of the runs (range of the single runs); Δ = difference of the medians; main-thread times are Lighthouse's, scaled to the profile's CPU:`,
    ...contenderTables,
    ...(tapRows.length
      ? [
          `First tap right after load at ${CPU_SLOWDOWN}× CPU (Event Timing duration, INP "good" ≤ 200 ms), median of ${runs}:`,
          tapTable,
        ]
      : []),
    ...input.flights,
    input.machine,
  ].join("\n\n");
}
