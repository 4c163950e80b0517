import type { CSSProperties } from "react";
import { IconTile } from "~/components/ui/sprite-icon";
import { REVEAL_STAGGER_MS } from "~/config/motion";
import { aboutFeatures } from "~/content/about";

/** The three "how we work" cards closing #nosotros, revealed in a stagger. */
export function FeatureCards() {
  return (
    <ul className="mt-6 grid divide-y divide-slate-200 sm:mt-20 sm:gap-6 sm:divide-y-0 md:grid-cols-3">
      {aboutFeatures.map(({ icon: Icon, title, description }, index) => (
        <li
          key={title}
          data-reveal
          style={{ "--reveal-delay": `${index * REVEAL_STAGGER_MS}ms` } as CSSProperties}
          className="row-then-card grid grid-cols-[auto_1fr] items-center gap-x-5 sm:block"
        >
          <IconTile
            icon={Icon}
            className="size-11 rounded-2xl bg-brand-50 text-brand-600 ring-1 ring-brand-100 before:size-6 sm:size-12"
          />
          <h3 className="text-lg font-semibold text-slate-900 sm:mt-6">{title}</h3>
          <p className="col-span-2 mt-2 text-sm leading-relaxed text-slate-600 sm:text-base">
            {description}
          </p>
        </li>
      ))}
    </ul>
  );
}
