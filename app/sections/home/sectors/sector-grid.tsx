import { sectors, sectorsSection } from "~/content/sectors";
import { cn } from "~/lib/cn";

/** The seven sectors the company has worked in. */
export function SectorGrid() {
  return (
    <div className="mt-14">
      <h3 className="text-center text-xl font-semibold text-slate-900">
        {sectorsSection.sectorsTitle}
      </h3>
      <ul
        data-reveal
        className="mt-8 grid grid-cols-2 gap-4 sm:grid-cols-3 md:grid-cols-4 lg:grid-cols-7"
      >
        {sectors.map((sector) => {
          const Icon = sector.icon;
          return (
            <li
              key={sector.name}
              className="flex flex-col items-center gap-3 rounded-2xl bg-white p-5 text-center shadow-sm ring-1 ring-slate-200"
            >
              <span
                className={cn("grid size-12 place-items-center rounded-xl ring-1", sector.color)}
              >
                <Icon aria-hidden="true" className="size-6" />
              </span>
              <span className="text-sm font-semibold text-slate-800">{sector.name}</span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
