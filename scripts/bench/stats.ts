/** Small helpers shared by the bench modules: medians and the Markdown tables it prints. */
export type Row = Record<string, number>;

export const median = (values: number[]): number =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

export function medianRow(runs: Row[]): Row {
  const keys = Object.keys(runs[0] ?? {});
  return Object.fromEntries(keys.map((key) => [key, median(runs.map((row) => row[key] ?? NaN))]));
}

/** Seconds with two decimals, CLS with three, kilobytes with one, everything else whole. */
export function format(key: string, value: number): string {
  if (Number.isNaN(value)) return "–";
  if (key.includes("CLS")) return value.toFixed(3);
  if (key.endsWith(" s")) return value.toFixed(2);
  if (key.includes("KB")) return value.toFixed(1);
  return String(Math.round(value));
}

export function markdownTable(header: string[], rows: string[][]): string {
  return [
    `| ${header.join(" | ")} |`,
    `|${header.map(() => "---").join("|")}|`,
    ...rows.map((cells) => `| ${cells.join(" | ")} |`),
  ].join("\n");
}

/** "97 (95–100)": the median and the range of the single runs. */
export function withRange(key: string, values: number[]): string {
  const sorted = values.filter((value) => !Number.isNaN(value)).sort((a, b) => a - b);
  if (!sorted.length) return "–";
  const [low, high] = [sorted[0] ?? NaN, sorted.at(-1) ?? NaN];
  const mid = format(key, median(values));
  return low === high ? mid : `${mid} (${format(key, low)}–${format(key, high)})`;
}
