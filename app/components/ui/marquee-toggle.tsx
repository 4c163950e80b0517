import { useState } from "react";
import { SpriteIcon } from "./sprite-icon";
import { defineIsland } from "~/islands/define-island";
import { STATE_ICONS } from "./state-icons";

export type MarqueeToggleProps = {
  pauseLabel: string;
  resumeLabel: string;
  pausedStatus: string;
  playingStatus: string;
};

/**
 * "auto": the marquee runs, and stops while hovered or while this button has keyboard focus;
 * "paused" / "playing": the visitor's explicit choice. The marquee's CSS reads the state through
 * `data-marquee-state` (see app.css, "Logo marquee"), so this island holds no layout code.
 */
export type MarqueeState = "auto" | "paused" | "playing";

/** Pause/play button of the logo marquee (WCAG 2.2.2), with its state told to screen readers. */
export function MarqueeToggle({
  pauseLabel,
  resumeLabel,
  pausedStatus,
  playingStatus,
}: MarqueeToggleProps) {
  const [state, setState] = useState<MarqueeState>("auto");
  const paused = state === "paused";
  const icon = paused ? STATE_ICONS.marqueePaused : STATE_ICONS.marqueeRunning;
  const status = { auto: "", paused: pausedStatus, playing: playingStatus }[state];
  return (
    <>
      <button
        type="button"
        data-marquee-state={state}
        onClick={() => setState(paused ? "playing" : "paused")}
        className="grid size-11 place-items-center rounded-full bg-white text-ink-900 shadow-md ring-1 shadow-ink-950/10 ring-slate-200 transition-colors hover:bg-slate-50"
      >
        <SpriteIcon {...icon} className="size-4.5" />
        <span className="sr-only">{paused ? resumeLabel : pauseLabel}</span>
      </button>
      <span role="status" className="sr-only">
        {status}
      </span>
    </>
  );
}

/** The toggle as an island: the logo marquee prerenders it and the browser hydrates it. */
export const MarqueeToggleIsland = defineIsland("MarqueeToggle", MarqueeToggle);
