import { PhraseText } from "~/components/ui/phrase-text";
import { IconTile } from "~/components/ui/sprite-icon";
import { portfolioItems } from "~/content/portfolio";
import { sectorsSection } from "~/content/sectors";

/**
 * The solution types the company has delivered (its data), each with its category tag, name and
 * tag one run of text: compact chips two abreast on a phone, centred in their row, the tag running
 * on after the name where it fits; cards from 640 px, the icon in the padding on the left (the
 * text is always taller than it; the card's height keeps it whole all the same).
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
            className="relative content-center rounded-xl bg-slate-50 px-2.5 py-1.5 text-sm leading-snug ring-1 ring-slate-200/70 sm:min-h-22 sm:content-start sm:rounded-2xl sm:p-5 sm:pl-21 sm:text-base"
          >
            <IconTile
              icon={item.icon}
              className="size-12 rounded-xl bg-white text-brand-600 shadow-sm ring-1 ring-slate-200 max-sm:hidden sm:absolute sm:top-5 sm:left-5"
            />
            <span className="font-semibold text-slate-900 sm:block">{item.name}</span>{" "}
            <span className="sr-only">{`${sectorsSection.categoryLabel}: `}</span>
            <span
              data-category
              className="inline-flex rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-700 ring-1 ring-brand-100 sm:mt-2"
            >
              <PhraseText phrase={item.category} />
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
