import { IconTile } from "~/components/ui/sprite-icon";
import type { Feature } from "~/content/types";

/** A feature of the LIS: gradient icon tile, title and description. */
export function FeatureCard({ feature }: { feature: Feature }) {
  const { icon: Icon } = feature;
  return (
    // On a phone a row of a divided list, the icon beside the title; from sm up, a card.
    <div className="row-then-card grid h-full grid-cols-[auto_1fr] items-center gap-x-5 sm:block">
      <IconTile
        icon={Icon}
        className="size-10 rounded-xl bg-gradient-to-br from-teal-600 to-emerald-600 text-white shadow-md shadow-teal-700/20 before:size-5 sm:size-12 sm:before:size-6"
      />
      <h3 className="text-lg font-semibold text-slate-900 sm:mt-6">{feature.title}</h3>
      <p className="col-span-2 mt-2 text-sm leading-relaxed text-slate-600 sm:text-base">
        {feature.description}
      </p>
    </div>
  );
}
