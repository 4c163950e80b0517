import { IconTile } from "~/components/ui/sprite-icon";
import type { Feature } from "~/content/types";

/** A feature of the LIS: gradient icon tile, title and description. */
export function FeatureCard({ feature }: { feature: Feature }) {
  const { icon: Icon } = feature;
  return (
    <div className="h-full rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 transition-[box-shadow] hover:shadow-lg hover:shadow-teal-900/5 sm:p-7">
      <IconTile
        icon={Icon}
        className="size-12 rounded-xl bg-gradient-to-br from-teal-600 to-emerald-600 text-white shadow-md shadow-teal-700/20 before:size-6"
      />
      <h3 className="mt-5 text-lg font-semibold text-slate-900">{feature.title}</h3>
      <p className="mt-2 leading-relaxed text-slate-600">{feature.description}</p>
    </div>
  );
}
