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
      {/* Up to 1024 px each figure beside its label, in half the height: the card stays a glance. */}
      <dl ref={list} className="mt-3 grid grid-cols-2 gap-1.5 lg:mt-8 lg:gap-4">
        {counters.map((counter, position) => (
          <div
            key={counter.id}
            className="flex flex-wrap items-center justify-between gap-x-2 rounded-xl bg-white/5 px-2.5 py-1.5 ring-1 ring-white/10 lg:block lg:p-5"
          >
            <dt className="flex-1 text-xs text-slate-400 lg:text-sm">
              <PhraseText phrase={counter.label} />
            </dt>
            <dd className="text-lg font-bold tracking-tight text-white lg:mt-2 lg:text-3xl">
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
      <div
        data-keep-clear="2"
        className="flex justify-end motion-reduce:invisible max-lg:absolute max-lg:top-3 max-lg:right-3 lg:mt-3"
      >
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
