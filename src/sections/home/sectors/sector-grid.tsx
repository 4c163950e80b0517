import { IconTile } from "~/components/ui/sprite-icon";
import { sectors, sectorsSection } from "~/content/sectors";
import type { SectorTone } from "~/content/types";
import { cn } from "~/lib/cn";

/** Each tone's icon tile: a pale fill, the icon in a deeper shade, a hairline ring. */
const tones = {
  rose: "bg-rose-50 text-rose-600 ring-rose-100",
  blue: "bg-blue-50 text-blue-700 ring-blue-100",
  orange: "bg-orange-50 text-orange-600 ring-orange-100",
  slate: "bg-slate-100 text-slate-700 ring-slate-200",
  amber: "bg-amber-50 text-amber-700 ring-amber-100",
  violet: "bg-violet-50 text-violet-600 ring-violet-100",
  cyan: "bg-cyan-50 text-cyan-700 ring-cyan-100",
} as const satisfies Record<SectorTone, string>;

/**
 * The sectors the company has worked in (its data; none when it retired the figure): chips on a
 * phone, tiles from 640 px.
 */
export function SectorGrid() {
  if (sectors.length === 0) return null;
  return (
    <div className="mt-5 sm:mt-14">
      <h3 className="text-center text-lg font-semibold text-slate-900 sm:text-xl">
        {sectorsSection.sectorsTitle}
      </h3>
      <ul data-reveal className="mt-3 flex flex-wrap justify-center gap-2 sm:mt-8 sm:gap-4">
        {sectors.map((sector) => {
          const Icon = sector.icon;
          return (
            <li key={sector.name} className="sector-chip">
              <IconTile
                icon={Icon}
                className={cn(
                  "size-7 shrink-0 rounded-full ring-1 before:size-5 sm:size-12 sm:rounded-xl sm:before:size-6",
                  tones[sector.tone],
                )}
              />
              {sector.name}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
