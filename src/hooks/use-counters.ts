import { useEffect, useRef, useState } from "react";

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
 * Count-up counters (docs/requirements.md, "Dashboard counters"). Until `running` becomes true they
 * show their caps (the prerendered figures); then they restart from 0, rise every `tickMs` and
 * stop at the caps. While `paused` they hold where they are (WCAG 2.2.2) and go on from there once
 * resumed; paused before the first tick, they show the caps, as when they have not started.
 */
export function useCounters(
  specs: readonly CounterSpec[],
  running: boolean,
  tickMs: number,
  paused = false,
): number[] {
  const [ticks, setTicks] = useState(0);
  const count = useRef(0);
  useEffect(() => {
    if (!running) return;
    return () => {
      count.current = 0;
      setTicks(0);
    };
  }, [specs, running]);
  useEffect(() => {
    const last = ticksToCaps(specs);
    if (!running || paused || count.current >= last) return;
    const timer = setInterval(() => {
      count.current += 1;
      setTicks(count.current);
      if (count.current >= last) clearInterval(timer);
    }, tickMs);
    return () => clearInterval(timer);
  }, [specs, running, paused, tickMs]);
  const atCaps = !running || (paused && ticks === 0);
  return atCaps ? specs.map(({ cap }) => cap) : counterValuesAt(specs, ticks);
}
