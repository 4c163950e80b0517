import { PhraseText } from "~/components/ui/phrase-text";
import { IconTile } from "~/components/ui/sprite-icon";
import { portfolioItems } from "~/content/portfolio";
import { sectorsSection } from "~/content/sectors";

/**
 * The solution types the company has delivered (its data), each with its category tag: compact
 * chips two abreast on a phone, the tag running on after the name; cards with an icon from 640 px.
 */
export function PortfolioGrid() {
  if (portfolioItems.length === 0) return null;
  return (
    <div className="mt-5 sm:mt-14 lg:mt-20">
      <div className="mx-auto max-w-2xl text-center">
        <h3 className="text-lg font-semibold text-slate-900 sm:text-xl">
          {sectorsSection.portfolioTitle}
        </h3>
        <p className="mt-2 text-slate-600">{sectorsSection.portfolioIntro}</p>
      </div>
      <ul
        data-reveal
        className="mt-4 grid grid-cols-2 gap-2 sm:mt-8 sm:gap-4 md:grid-cols-3 xl:grid-cols-4"
      >
        {portfolioItems.map((item) => (
          <li
            key={item.name}
            className="flex items-center gap-4 rounded-xl bg-slate-50 px-2.5 py-1.5 ring-1 ring-slate-200/70 sm:items-start sm:rounded-2xl sm:p-5"
          >
            <IconTile
              icon={item.icon}
              className="size-12 rounded-xl bg-white text-brand-600 shadow-sm ring-1 ring-slate-200 max-sm:hidden"
            />
            {/* On a phone the tag follows the name in the same line of text, where it fits. */}
            <p className="min-w-0 text-sm leading-snug sm:text-base">
              <span className="font-semibold text-slate-900 sm:block">{item.name}</span>{" "}
              <span className="sr-only">{`${sectorsSection.categoryLabel}: `}</span>
              <span
                data-category
                className="inline-flex rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-700 ring-1 ring-brand-100 sm:mt-2"
              >
                <PhraseText phrase={item.category} />
              </span>
            </p>
          </li>
        ))}
      </ul>
    </div>
  );
}
