import { useEffect, useState } from "react";

/**
 * False at first, true once `delayMs` have passed since mount (or since `running` became true),
 * then true for good. The timer is cleared on unmount.
 */
export function useDelayedFlag(delayMs: number, running = true): boolean {
  const [done, setDone] = useState(false);
  useEffect(() => {
    if (!running || done) return;
    const timer = setTimeout(() => setDone(true), delayMs);
    return () => clearTimeout(timer);
  }, [delayMs, running, done]);
  return done;
}
