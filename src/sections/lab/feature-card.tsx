import type { ReactNode } from "react";
import { PhraseText } from "~/components/ui/phrase-text";
import { IconTile } from "~/components/ui/sprite-icon";
import type { Feature } from "~/content/types";

/** A feature of the LIS: gradient icon tile, title and description, and what it adds below. */
export function FeatureCard({ feature, children }: { feature: Feature; children?: ReactNode }) {
  const { icon: Icon } = feature;
  return (
    // On a phone a compact row of a divided list, the icon beside the title and the description
    // under both at the full width (a margin column cost each a line); from sm up, a card with
    // the icon above.
    <div className="row-then-card grid h-full grid-cols-[auto_1fr] content-start items-center gap-x-3 sm:block">
      <IconTile
        icon={Icon}
        className="size-7 rounded-lg bg-gradient-to-br from-teal-600 to-emerald-600 text-white shadow-md shadow-teal-700/20 before:size-4 sm:size-12 sm:rounded-xl sm:before:size-6"
      />
      <h3 className="font-semibold text-slate-900 sm:mt-6 sm:text-lg">{feature.title}</h3>
      <p className="col-span-2 mt-1 text-sm leading-relaxed text-slate-600 sm:mt-2 sm:text-base">
        <PhraseText phrase={feature.description} />
      </p>
      {children ? <div className="col-span-2">{children}</div> : null}
    </div>
  );
}
