import type { CSSProperties } from "react";
import { PhraseText } from "~/components/ui/phrase-text";
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
          className="row-then-card grid grid-cols-[auto_1fr] content-start gap-x-4 sm:block"
        >
          {/* On a phone the icon sits in the margin beside the title and its text. */}
          <IconTile
            icon={Icon}
            className="row-span-3 size-10 rounded-xl bg-brand-50 text-brand-600 ring-1 ring-brand-100 before:size-5 sm:size-12 sm:rounded-2xl sm:before:size-6"
          />
          <h3 className="font-semibold text-slate-900 sm:mt-6 sm:text-lg">{title}</h3>
          <p className="mt-0.5 text-sm leading-relaxed text-slate-600 sm:mt-2 sm:text-base">
            <PhraseText phrase={description} />
          </p>
        </li>
      ))}
    </ul>
  );
}
