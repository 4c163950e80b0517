import { ChevronDown } from "lucide-react";
import { lucideMaskStyle } from "~/components/ui/sprite-icon";
import { WholeHyphenated } from "~/components/ui/whole-hyphenated";
import type { FaqItem as FaqItemData } from "~/content/types";

const chevronStyle = lucideMaskStyle(ChevronDown);
const answerClass = "px-4 pb-5 leading-relaxed text-slate-600 sm:px-6";

/**
 * One question as a native <details>: opens by click, Enter or Space, with or without JS. A short
 * answer, and a link to where the detail lives when there is more (the terms, a block above).
 */
export function FaqItem({ item }: { item: FaqItemData }) {
  return (
    <details className="group rounded-2xl bg-white shadow-sm ring-1 ring-slate-200 transition-shadow open:shadow-md open:ring-teal-300">
      {/* The chevron is the summary's ::after (.trail-icon, src/styles/marks.css). */}
      <summary
        style={chevronStyle}
        className="trail-icon flex min-h-12 cursor-pointer list-none items-center justify-between gap-4 rounded-2xl px-4 py-2.5 text-left text-sm font-semibold text-slate-900 after:size-5 after:text-teal-700 after:transition-transform group-open:after:rotate-180 focus-visible:outline-teal-700 sm:min-h-14 sm:px-6 sm:py-3 sm:text-base [&::-webkit-details-marker]:hidden"
      >
        {item.question}
      </summary>
      {item.more ? (
        <div className={answerClass}>
          <p>
            <WholeHyphenated text={item.answer} />
          </p>
          <a
            href={item.more.href}
            className="inline-flex min-h-11 items-center font-semibold text-teal-800 underline hover:text-teal-900"
          >
            {item.more.label}
          </a>
        </div>
      ) : (
        <p className={answerClass}>
          <WholeHyphenated text={item.answer} />
        </p>
      )}
    </details>
  );
}
