import { PhraseText } from "~/components/ui/phrase-text";
import { IconTile } from "~/components/ui/sprite-icon";
import { portfolioItems } from "~/content/portfolio";
import { sectorsSection } from "~/content/sectors";

/** The twelve solution types, each with its category tag. */
export function PortfolioGrid() {
  return (
    <div className="mt-14 sm:mt-20">
      <div className="mx-auto max-w-2xl text-center">
        <h3 className="text-xl font-semibold text-slate-900">{sectorsSection.portfolioTitle}</h3>
        <p className="mt-3 text-slate-600">{sectorsSection.portfolioIntro}</p>
      </div>
      <ul
        data-reveal
        className="mt-6 grid gap-2 sm:mt-8 sm:grid-cols-2 sm:gap-4 lg:grid-cols-3 xl:grid-cols-4"
      >
        {portfolioItems.map((item) => {
          const Icon = item.icon;
          return (
            <li
              key={item.name}
              className="flex items-center gap-3 rounded-2xl bg-slate-50 p-3 ring-1 ring-slate-200/70 sm:items-start sm:gap-4 sm:p-5"
            >
              <IconTile
                icon={Icon}
                className="size-11 rounded-xl bg-white text-brand-600 shadow-sm ring-1 ring-slate-200 before:size-5"
              />
              <div className="min-w-0">
                <p className="font-semibold text-slate-900">{item.name}</p>
                <p className="mt-1">
                  <span className="sr-only">{sectorsSection.categoryLabel}: </span>
                  <span
                    data-category
                    className="inline-flex rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-semibold text-brand-700 ring-1 ring-brand-100"
                  >
                    <PhraseText phrase={item.category} />
                  </span>
                </p>
              </div>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
