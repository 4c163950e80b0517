import { useEffect, useState } from "react";

/** One counter: it rises by `step` per tick up to `cap`, with `decimals` fixed decimals. */
export type CounterSpec = { cap: number; step: number; decimals: number };

/**
 * Counting happens in integer units (tenths for one decimal), so 0.1 steps end at exactly 99.8,
 * never 99.80000000000001.
 */
function toUnits(value: number, decimals: number): number {
  return Math.round(value * 10 ** decimals);
}

/** Each counter's value after `ticks` ticks: step × ticks, held at the cap. */
export function counterValuesAt(specs: readonly CounterSpec[], ticks: number): number[] {
  return specs.map(({ cap, step, decimals }) => {
    const units = Math.min(toUnits(step, decimals) * ticks, toUnits(cap, decimals));
    return units / 10 ** decimals;
  });
}

/** Ticks until the slowest counter reaches its cap. */
export function ticksToCaps(specs: readonly CounterSpec[]): number {
  return Math.max(
    0,
    ...specs.map(({ cap, step, decimals }) =>
      Math.ceil(toUnits(cap, decimals) / toUnits(step, decimals)),
    ),
  );
}

/**
 * Count-up counters (docs/requirements.md, "Dashboard counters"). Until `running` becomes true they show their caps (the
 * prerendered figures); then they restart from 0, rise every `tickMs` and stop at the caps.
 */
export function useCounters(
  specs: readonly CounterSpec[],
  running: boolean,
  tickMs: number,
): number[] {
  const [ticks, setTicks] = useState(0);
  useEffect(() => {
    if (!running) return;
    const last = ticksToCaps(specs);
    let count = 0;
    const timer = setInterval(() => {
      count += 1;
      setTicks(count);
      if (count >= last) clearInterval(timer);
    }, tickMs);
    return () => {
      clearInterval(timer);
      setTicks(0);
    };
  }, [specs, running, tickMs]);
  return running ? counterValuesAt(specs, ticks) : specs.map(({ cap }) => cap);
}
