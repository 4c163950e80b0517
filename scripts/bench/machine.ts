/**
 * How busy the machine was. Lighthouse simulates a slow CPU by scaling a trace taken on this one,
 * so other work (a test run, a build, another bench) lengthens every task it records and shows
 * up as TBT, style and layout time and paint delay: figures from a busy machine are not
 * comparable with figures from a quiet one, nor with each other. The bench reads the 1-minute
 * load average before it builds, before every Lighthouse run and at the end.
 */
import { availableParallelism, loadavg } from "node:os";

const cores = availableParallelism();
/**
 * Quiet enough to start: under half the cores busy before the bench adds its own work (1.0 on
 * this 2-core machine). The bench itself then keeps about one core busy (Chrome, Lighthouse, the
 * servers), so during the runs it only warns above one core more than the machine has.
 */
const QUIET_AT_START = Math.max(1, cores / 2);
const BUSY_DURING = cores + 1;

const load1 = () => loadavg()[0] ?? NaN;
const atStart = load1();
const during: number[] = [];

export function loadLine(when: string): string {
  const [one, five, fifteen] = loadavg().map((value) => value.toFixed(2));
  return `Load average ${when}: ${one} ${five} ${fifteen} (1, 5, 15 min; ${cores} cores).`;
}

/** Printed before anything runs, so a busy machine can be seen (and the run stopped) at once. */
export function startWarning(): string | undefined {
  if (atStart < QUIET_AT_START) return undefined;
  return `WARNING: the machine is busy (1-minute load ${atStart.toFixed(2)} ≥ ${QUIET_AT_START} before the bench starts): its figures are not comparable with a quiet run.`;
}

/** Called before every Lighthouse run. */
export function sampleLoad(): void {
  during.push(load1());
}

/** The machine paragraph of the summary, with the warning when it was busy. */
export function machineSummary(): string {
  const end = load1();
  const low = Math.min(...during);
  const high = Math.max(...during);
  const range = during.length ? `${low.toFixed(2)}–${high.toFixed(2)}` : "–";
  const busy = atStart >= QUIET_AT_START || high >= BUSY_DURING;
  return [
    `Machine: ${cores} cores; 1-minute load average ${atStart.toFixed(2)} before the build, ${range} before each Lighthouse run, ${end.toFixed(2)} at the end.`,
    busy
      ? `WARNING: the machine was busy (quiet means under ${QUIET_AT_START} before the bench and under ${BUSY_DURING} while it runs): these figures are not comparable; measure again on a quiet machine.`
      : "The machine was quiet: no other work competed with the runs.",
  ].join("\n");
}
