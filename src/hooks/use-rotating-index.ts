import { useEffect, useState } from "react";

/**
 * An index that starts at 0 and moves one position every `stepMs`, back to 0 after
 * `positions - 1` (docs/requirements.md, "Timings and thresholds"). While `running` is false it stays put;
 * the timer is cleared when the component unmounts.
 */
export function useRotatingIndex(positions: number, stepMs: number, running = true): number {
  const [index, setIndex] = useState(0);
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => setIndex((current) => (current + 1) % positions), stepMs);
    return () => clearInterval(timer);
  }, [positions, stepMs, running]);
  return index;
}
