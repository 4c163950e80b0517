import { SpriteIcon } from "~/components/ui/sprite-svg";
import { sectors, sectorsSection } from "~/content/sectors";
import { cn } from "~/lib/cn";

/** The seven sectors the company has worked in. */
export function SectorGrid() {
  return (
    <div className="mt-14">
      <h3 className="text-center text-xl font-semibold text-slate-900">
        {sectorsSection.sectorsTitle}
      </h3>
      <ul data-reveal className="mt-8 flex flex-wrap justify-center gap-4">
        {sectors.map((sector) => {
          const Icon = sector.icon;
          return (
            <li
              key={sector.name}
              className="flex basis-[calc(50%-0.5rem)] flex-col items-center gap-3 rounded-2xl bg-white p-5 text-center shadow-sm ring-1 ring-slate-200 sm:basis-[calc(25%-0.75rem)] lg:flex-1 lg:basis-0"
            >
              <span
                className={cn("grid size-12 place-items-center rounded-xl ring-1", sector.color)}
              >
                <SpriteIcon icon={Icon} className="size-6" />
              </span>
              <span className="text-sm font-semibold text-slate-800">{sector.name}</span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
