import { lucideMaskStyle } from "~/components/ui/sprite-icon";
import { heroStats } from "~/content/figures";
import { FigureLabel } from "../figure-label";

/**
 * The headline figures under the hero's calls to action, each linked to its source's note. Their
 * icons come from the shared sprite, as in the figures block further down: three inline drawings
 * would cost the home page about 250 bytes of its first round trip
 * (docs/decisions/0002-first-round-trip.md).
 */
export function HeroStats({ label }: { label: string }) {
  if (heroStats.length === 0) return null;
  return (
    <ul
      aria-label={label}
      className="mt-6 grid grid-cols-3 gap-4 border-t border-white/10 pt-5 sm:mt-8 sm:pt-6"
    >
      {heroStats.map(({ figure, number, label: statLabel, icon: Icon }) => (
        <li key={statLabel}>
          {/* The icon is the figure's ::before (.lead-icon, src/styles/marks.css). */}
          <p
            style={lucideMaskStyle(Icon)}
            className="lead-icon flex flex-wrap items-center gap-x-2 text-2xl font-bold tracking-tight text-white before:size-4 before:text-accent-300 sm:text-3xl"
          >
            {number}
          </p>{" "}
          <p className="mt-1 text-sm leading-snug text-slate-300">
            <FigureLabel text={statLabel} figure={figure} numbered={false} />
          </p>
        </li>
      ))}
    </ul>
  );
}
