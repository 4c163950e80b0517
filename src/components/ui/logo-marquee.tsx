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

/** One loop: the track moves by one copy of the list, one slide every `slideMs`, linearly. */
export function marqueeDurationMs(itemCount: number, slideMs: number): number {
  return itemCount * slideMs;
}

type SlidesProps = { items: readonly MarqueeItem[]; label: string; clone?: boolean };

function Slides({ items, label, clone = false }: SlidesProps) {
  const a11y = clone ? { "aria-hidden": true, inert: true } : { "aria-label": label };
  return (
    <ul className="marquee-list" {...a11y}>
      {items.map((item) => (
        <li key={item.id} className="marquee-slide">
          <TechLogo logo={item.logo} monogram={item.monogram} />
          {item.name}
        </li>
      ))}
    </ul>
  );
}

/**
 * A continuously looping row of logos (spec section 9): the list is rendered twice and the track
 * slides by one copy, in CSS only. Slides per view and spacing follow the breakpoint table in
 * app.css. It stops on hover, on keyboard focus of its button, when paused with that button,
 * and under reduced motion. The clone is hidden from assistive technology and from the keyboard.
 */
export function LogoMarquee({ items, label, slideMs, controls }: LogoMarqueeProps) {
  const style = {
    "--marquee-duration": `${marqueeDurationMs(items.length, slideMs)}ms`,
  } as CSSProperties;
  return (
    // On a phone the floating controls step aside while it passes under them: its pause button
    // sits at the right edge, where they stand.
    <div data-keep-clear="3" className="marquee flex items-center gap-3 sm:gap-4">
      <div className="marquee-viewport min-w-0 flex-1 py-2">
        <div className="marquee-track" style={style}>
          <Slides items={items} label={label} />
          <Slides items={items} label={label} clone />
        </div>
      </div>
      <Island component={MarqueeToggleIsland} props={controls} when="visible" />
    </div>
  );
}
