import { PhraseText } from "~/components/ui/phrase-text";
import { IconTile } from "~/components/ui/sprite-icon";
import { portfolioItems } from "~/content/portfolio";
import { sectorsSection } from "~/content/sectors";

/**
 * The twelve solution types, each with its category tag and a few words on what it does. Two
 * columns even on a phone: twelve rows would be a screen and a half.
 */
export function PortfolioGrid() {
  return (
    <div className="mt-6 sm:mt-20">
      <div className="mx-auto max-w-2xl text-center">
        <h3 className="text-xl font-semibold text-slate-900">{sectorsSection.portfolioTitle}</h3>
        <p className="mt-2 text-slate-600">{sectorsSection.portfolioIntro}</p>
      </div>
      <ul
        data-reveal
        className="mt-4 grid grid-cols-2 gap-2 sm:mt-8 sm:gap-4 lg:grid-cols-3 xl:grid-cols-4"
      >
        {portfolioItems.map((item) => (
          <li
            key={item.name}
            className="relative flex gap-4 rounded-xl bg-slate-50 px-3 py-2 ring-1 ring-slate-200/70 sm:rounded-2xl sm:p-5"
          >
            {/* On a phone a small tile in the corner, so the name has the cell's width. */}
            <IconTile
              icon={item.icon}
              className="absolute top-2 right-2 size-7 shrink-0 rounded-lg bg-white text-brand-600 ring-1 ring-slate-200 before:size-3.5 sm:static sm:size-12 sm:rounded-xl sm:shadow-sm sm:before:size-6"
            />
            <div className="min-w-0">
              <p className="pr-7 text-sm font-semibold text-slate-900 sm:text-base">{item.name}</p>
              <p className="mt-0.5 text-xs text-slate-600 sm:text-sm">{item.detail}</p>
              <p className="mt-1">
                <span className="sr-only">{sectorsSection.categoryLabel}: </span>
                <span
                  data-category
                  className="inline-flex rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-700 ring-1 ring-brand-100"
                >
                  <PhraseText phrase={item.category} />
                </span>
              </p>
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
