import { useState } from "react";
import { MockupLabel } from "~/components/ui/mockup-label";
import { heroTerminal, type HeroTerminalCopy } from "~/content/hero";
import { formatFigure } from "~/lib/format-figure";
import { PauseToggle } from "~/components/ui/pause-toggle";
import {
  HERO_EFFICIENCY_BASE_PCT,
  HERO_EFFICIENCY_STEP_PCT,
  HERO_STATUS_DELAY_MS,
  ROTATING_INDEX_POSITIONS,
  ROTATING_INDEX_STEP_MS,
} from "~/config/motion";
import { defineIsland } from "~/islands/define-island";
import { useDelayedFlag } from "~/hooks/use-delayed-flag";
import { usePrefersReducedMotion } from "~/hooks/use-prefers-reduced-motion";
import { useRotatingIndex } from "~/hooks/use-rotating-index";
import { HeroTerminalStatus } from "./hero-terminal-status";

export type HeroTerminalProps = { copy: HeroTerminalCopy };

/**
 * The decorative code terminal of the hero (an island). Prerendered and first rendered in its
 * starting state: status "manual", first task highlighted, efficiency 65 %. Then the status turns
 * "automatizado" after 3 s and the highlight walks the six tasks every 3 s, the efficiency
 * following it (65 + 7 × index). Its pause button (over the title bar, outside the image so
 * assistive technology reaches it) stops both where they are; play resumes them. Under reduced
 * motion the status is automated at once, the highlight stays on the first task and the button
 * is hidden: nothing keeps changing.
 */
export function HeroTerminal({ copy }: HeroTerminalProps) {
  const reducedMotion = usePrefersReducedMotion();
  const [paused, setPaused] = useState<boolean>();
  const moving = !reducedMotion && !paused;
  const delayed = useDelayedFlag(HERO_STATUS_DELAY_MS, moving);
  const index = useRotatingIndex(ROTATING_INDEX_POSITIONS, ROTATING_INDEX_STEP_MS, moving);
  const efficiency = HERO_EFFICIENCY_BASE_PCT + HERO_EFFICIENCY_STEP_PCT * index;

  return (
    <div className="relative w-full max-w-xl justify-self-center lg:justify-self-end">
      <div
        role="img"
        aria-label={copy.label}
        className="overflow-hidden rounded-2xl bg-ink-950/90 shadow-2xl ring-1 shadow-black/40 ring-white/10"
      >
        {/* The file name is never cut: where it and the label do not fit on one line (a 320 px
            phone), the label wraps below, and under wider text spacing the name itself wraps. */}
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1.5 border-b border-white/10 py-3 pr-12 pl-4">
          <span className="window-dots" />
          <span className="min-w-0 font-mono text-xs wrap-anywhere text-slate-400">
            {copy.fileName}
          </span>
          <MockupLabel tone="dark" className="ml-auto">
            {copy.badge}
          </MockupLabel>
        </div>
        <div className="p-5 font-mono text-xs leading-6 text-slate-200 sm:p-6 sm:text-sm sm:leading-7">
          <p className="text-slate-400">{copy.comment}</p>
          <p>
            <span className="text-violet-300">const</span>{" "}
            <span className="text-accent-300">{copy.objectName}</span> = {"{"}
          </p>
          <HeroTerminalStatus copy={copy} automated={delayed || reducedMotion} />
          <p className="pl-4">
            {copy.efficiencyKey}:{" "}
            <span className="text-amber-200">
              {formatFigure(efficiency)}
              {"\u00a0%"}
            </span>
            ,
          </p>
          <div className="my-1.5 ml-4 h-1.5 max-w-48 overflow-hidden rounded-full bg-white/10">
            <div
              className="h-full origin-left rounded-full bg-gradient-to-r from-accent-400 to-brand-500 transition-transform duration-700"
              style={{ transform: `scaleX(${efficiency / 100})` }}
            />
          </div>
          <p className="pl-4">{copy.tasksKey}: [</p>
          <div className="pl-6">
            {copy.tasks.map((task, position) => (
              <p
                key={task}
                data-active={position === index || undefined}
                className="-mx-2 rounded-md px-2 text-slate-300 transition-colors duration-500 data-active:bg-accent-400/15 data-active:text-accent-300"
              >
                {task},
              </p>
            ))}
          </div>
          <p className="pl-4">],</p>
          <p>{"};"}</p>
          <p className="mt-3 text-emerald-300">{copy.doneLine}</p>
        </div>
      </div>
      <div className="absolute top-0 right-0 motion-reduce:invisible">
        <PauseToggle
          {...copy.pause}
          paused={paused === true}
          announce={paused !== undefined}
          onToggle={() => setPaused(!paused)}
          className="text-slate-200 ring-transparent hover:bg-white/10"
        />
      </div>
    </div>
  );
}

/** The terminal bound to its copy in the island's own code, so the HTML carries no props. */
export const HeroTerminalIsland = defineIsland("HeroTerminal", function HeroTerminalWithCopy() {
  return <HeroTerminal copy={heroTerminal} />;
});
