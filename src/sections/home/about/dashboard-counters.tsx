import { useRef, useState } from "react";
import { AnimatedFigure } from "~/components/ui/animated-figure";
import { PauseToggle, type PauseToggleCopy } from "~/components/ui/pause-toggle";
import { DASHBOARD_START_VISIBLE_RATIO, DASHBOARD_TICK_MS } from "~/config/motion";
import { useCounters, type CounterSpec } from "~/hooks/use-counters";
import { useInView } from "~/hooks/use-in-view";
import { usePrefersReducedMotion } from "~/hooks/use-prefers-reduced-motion";
import { PhraseText } from "~/components/ui/phrase-text";
import type { Phrase } from "~/content/types";

export type DashboardCounterItem = CounterSpec & { id: string; label: Phrase; suffix?: string };

export type DashboardCountersProps = {
  counters: readonly DashboardCounterItem[];
  pause: PauseToggleCopy;
};

/**
 * The dashboard's four counters (an island). Prerendered and first rendered at their final
 * figures; once they are on screen they restart from 0 and count up to them (docs/requirements.md, "Dashboard counters").
 * The button under them pauses and resumes the count. Under reduced motion they simply stay at the
 * final figures and the button is hidden (its place kept, so nothing moves).
 */
export function DashboardCounters({ counters, pause }: DashboardCountersProps) {
  const list = useRef<HTMLDListElement>(null);
  const reducedMotion = usePrefersReducedMotion();
  const [paused, setPaused] = useState<boolean>();
  const seen = useInView(list, DASHBOARD_START_VISIBLE_RATIO, !reducedMotion);
  const values = useCounters(counters, seen && !reducedMotion, DASHBOARD_TICK_MS, paused);

  return (
    <>
      <dl ref={list} className="mt-5 grid grid-cols-2 gap-3 sm:mt-8 sm:gap-4">
        {counters.map((counter, position) => (
          <div key={counter.id} className="rounded-2xl bg-white/5 p-3 ring-1 ring-white/10 sm:p-5">
            <dt className="text-sm text-slate-400">
              <PhraseText phrase={counter.label} />
            </dt>
            <dd className="mt-2 text-2xl font-bold tracking-tight text-white sm:text-3xl">
              <AnimatedFigure
                value={values[position] ?? counter.cap}
                final={counter.cap}
                decimals={counter.decimals}
                suffix={counter.suffix}
              />
            </dd>
          </div>
        ))}
      </dl>
      {/* On a phone the floating controls step aside while this row passes under them. */}
      <div data-keep-clear="2" className="mt-2 flex justify-end motion-reduce:invisible sm:mt-3">
        <PauseToggle
          {...pause}
          paused={paused === true}
          announce={paused !== undefined}
          onToggle={() => setPaused(!paused)}
          className="text-slate-200 ring-white/20 hover:bg-white/10"
        />
      </div>
    </>
  );
}
