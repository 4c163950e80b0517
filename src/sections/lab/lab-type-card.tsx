import { Check } from "lucide-react";
import { IconTile, lucideMaskStyle } from "~/components/ui/sprite-icon";
import type { LabType } from "~/content/types";

const checkStyle = lucideMaskStyle(Check);

/** One kind of laboratory and what the LIS does for it. */
export function LabTypeCard({ labType }: { labType: LabType }) {
  const { icon: Icon } = labType;
  return (
    // The accent bar along the top is the card's ::before.
    <div className="relative h-full overflow-hidden rounded-3xl bg-white p-4 shadow-sm ring-1 ring-slate-200 before:absolute before:inset-x-0 before:top-0 before:h-1.5 before:bg-gradient-to-r before:from-teal-500 before:to-emerald-500 sm:p-8 md:p-5 lg:p-8">
      <div className="flex items-center gap-3 sm:block">
        <IconTile
          icon={Icon}
          className="size-11 shrink-0 rounded-2xl bg-teal-50 text-teal-700 ring-1 ring-teal-100 before:size-5.5 sm:size-12 sm:before:size-6"
        />
        <h3 className="text-xl font-bold text-slate-900 sm:mt-6">{labType.name}</h3>
      </div>
      <p className="mt-2 text-sm leading-relaxed text-slate-600 sm:mt-3 sm:text-base">
        {labType.description}
      </p>
      {/* Each highlight's check is its own ::before (.lead-icon, src/styles/marks.css). */}
      <ul style={checkStyle} className="mt-4 space-y-2 text-sm text-slate-700 sm:mt-6">
        {labType.highlights.map((highlight) => (
          <li
            key={highlight}
            className="lead-icon flex items-start gap-2.5 before:mt-0.5 before:size-4 before:text-emerald-700"
          >
            {highlight}
          </li>
        ))}
      </ul>
    </div>
  );
}
