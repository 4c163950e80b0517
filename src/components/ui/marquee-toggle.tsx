import { useState } from "react";
import { defineIsland } from "~/islands/define-island";
import { PauseToggle, type PauseToggleCopy } from "./pause-toggle";

export type MarqueeToggleProps = PauseToggleCopy;

/**
 * "auto": the marquee runs, and stops while hovered or while this button has keyboard focus;
 * "paused" / "playing": the visitor's explicit choice. The marquee's CSS reads the state through
 * `data-marquee-state` (see app.css, "Logo marquee"), so this island holds no layout code.
 */
export type MarqueeState = "auto" | "paused" | "playing";

/**
 * Pause/play button of the logo marquee (WCAG 2.2.2), with its state told to screen readers.
 * Under reduced motion nothing moves, so there is nothing to pause: it is hidden (its place kept).
 */
export function MarqueeToggle(copy: MarqueeToggleProps) {
  const [state, setState] = useState<MarqueeState>("auto");
  const paused = state === "paused";
  return (
    <PauseToggle
      {...copy}
      paused={paused}
      announce={state !== "auto"}
      onToggle={() => setState(paused ? "playing" : "paused")}
      data-marquee-state={state}
      className="bg-white text-ink-900 shadow-md shadow-ink-950/10 ring-slate-200 transition-colors hover:bg-slate-50 motion-reduce:invisible"
    />
  );
}

/** The toggle as an island: the logo marquee prerenders it and the browser hydrates it. */
export const MarqueeToggleIsland = defineIsland("MarqueeToggle", MarqueeToggle);
