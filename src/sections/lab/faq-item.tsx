import { ChevronDown } from "lucide-react";
import { SpriteIcon } from "~/components/ui/sprite-icon";
import { WholeHyphenated } from "~/components/ui/whole-hyphenated";
import type { FaqItem as FaqItemData } from "~/content/types";

/**
 * One question as a native <details>: opens by click, Enter or Space, with or without JS. A short
 * answer, and a link to where the detail lives when there is more (the terms, a block above).
 */
export function FaqItem({ item }: { item: FaqItemData }) {
  return (
    <details className="group rounded-2xl bg-white shadow-sm ring-1 ring-slate-200 transition-shadow open:shadow-md open:ring-teal-300">
      <summary className="flex min-h-12 cursor-pointer list-none items-center justify-between gap-4 rounded-2xl px-4 py-2.5 text-left text-sm font-semibold text-slate-900 focus-visible:outline-teal-700 sm:min-h-14 sm:px-6 sm:py-3 sm:text-base [&::-webkit-details-marker]:hidden">
        {item.question}
        <SpriteIcon
          icon={ChevronDown}
          className="size-5 shrink-0 text-teal-700 transition-transform group-open:rotate-180"
        />
      </summary>
      <div className="px-4 pb-5 leading-relaxed text-slate-600 sm:px-6">
        <p>
          <WholeHyphenated text={item.answer} />
        </p>
        {item.more ? (
          <a
            href={item.more.href}
            className="inline-flex min-h-11 items-center font-semibold text-teal-800 underline hover:text-teal-900"
          >
            {item.more.label}
          </a>
        ) : null}
      </div>
    </details>
  );
}
