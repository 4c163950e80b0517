import type { CSSProperties } from "react";
import { Island } from "~/islands/island";
import { MarqueeToggleIsland, type MarqueeToggleProps } from "./marquee-toggle";
import { TechLogo } from "./tech-logo";

export type MarqueeItem = { id: string; name: string; logo?: string; monogram?: string };

type LogoMarqueeProps = {
  items: readonly MarqueeItem[];
  /** Accessible name of the list. */
  label: string;
  /** Time for one slide to pass; one loop lasts this × the number of items. */
  slideMs: number;
  controls: MarqueeToggleProps;
};

/** One loop: every slide passes the whole row, one slide every `slideMs`, linearly. */
export function marqueeDurationMs(itemCount: number, slideMs: number): number {
  return itemCount * slideMs;
}

/**
 * A continuously looping row of logos (spec section 9), in CSS only and with the list once: every
 * slide runs the same loop, one slide later than the one before it, so the row closes on itself
 * without a second copy of the list in the page (app.css, "Logo marquee"). Slides per view and
 * spacing follow the breakpoint table there. It stops on hover, on keyboard focus of its button,
 * when paused with that button, and under reduced motion.
 */
export function LogoMarquee({ items, label, slideMs, controls }: LogoMarqueeProps) {
  const style = {
    "--marquee-count": items.length,
    "--marquee-slide": `${slideMs}ms`,
    "--marquee-duration": `${marqueeDurationMs(items.length, slideMs)}ms`,
  } as CSSProperties;
  return (
    // On a phone the floating controls step aside while it passes under them: its pause button
    // sits at the right edge, where they stand.
    <div data-keep-clear="3" className="marquee flex items-center gap-3 sm:gap-4">
      <div className="marquee-viewport min-w-0 flex-1 py-2">
        <ul className="marquee-list" aria-label={label} style={style}>
          {items.map((item, index) => (
            <li key={item.id} className="marquee-slide" style={{ "--i": index } as CSSProperties}>
              <TechLogo logo={item.logo} monogram={item.monogram} />
              {item.name}
            </li>
          ))}
        </ul>
      </div>
      <Island component={MarqueeToggleIsland} props={controls} when="visible" />
    </div>
  );
}
