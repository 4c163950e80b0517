import type { CSSProperties } from "react";
import { IconTile } from "~/components/ui/sprite-icon";
import { REVEAL_STAGGER_MS } from "~/config/motion";
import { aboutFeatures } from "~/content/about";

/** The three "how we work" cards closing #nosotros, revealed in a stagger. */
export function FeatureCards() {
  return (
    <ul className="mt-20 grid gap-6 md:grid-cols-3">
      {aboutFeatures.map(({ icon: Icon, title, description }, index) => (
        <li
          key={title}
          data-reveal
          style={{ "--reveal-delay": `${index * REVEAL_STAGGER_MS}ms` } as CSSProperties}
          className="rounded-3xl bg-white p-8 shadow-lg ring-1 shadow-slate-200/70 ring-slate-200"
        >
          <IconTile
            icon={Icon}
            className="size-12 rounded-2xl bg-brand-50 text-brand-600 ring-1 ring-brand-100 before:size-6"
          />
          <h3 className="mt-6 text-xl font-semibold text-slate-900">{title}</h3>
          <p className="mt-3 leading-relaxed text-slate-600">{description}</p>
        </li>
      ))}
    </ul>
  );
}
