import { ChevronDown } from "lucide-react";
import { Fragment } from "react";
import { SpriteIcon } from "~/components/ui/sprite-icon";
import type { FaqItem as FaqItemData } from "~/content/types";

/** One question as a native <details>: opens by click, Enter or Space, with or without JS. */
export function FaqItem({ item }: { item: FaqItemData }) {
  // An answer that opens with a summary (a paragraph before a blank line) sets it apart.
  const [summary, ...detail] = item.answer.split("\n\n");
  return (
    <details className="group rounded-2xl bg-white shadow-sm ring-1 ring-slate-200 transition-shadow open:shadow-md open:ring-teal-300">
      <summary className="flex min-h-14 cursor-pointer list-none items-center justify-between gap-4 rounded-2xl px-4 py-3 text-left font-semibold text-slate-900 focus-visible:outline-teal-700 sm:px-6 [&::-webkit-details-marker]:hidden">
        {item.question}
        <SpriteIcon
          icon={ChevronDown}
          className="size-5 shrink-0 text-teal-700 transition-transform group-open:rotate-180"
        />
      </summary>
      {/* Each line break of an answer shows (its summary lines); the text keeps the "\n". */}
      <p className="px-4 pb-5 leading-relaxed text-slate-600 sm:px-6">
        {detail.length > 0 ? (
          <>
            <span className="font-medium text-slate-900">
              <Lines text={summary ?? ""} />
            </span>
            {"\n"}
            <br />
            {"\n"}
            <br />
            <Lines text={detail.join("\n\n")} />
          </>
        ) : (
          item.answer
        )}
      </p>
    </details>
  );
}

/** A text's line breaks as <br>, each after its "\n" so the text content stays the same. */
function Lines({ text }: { text: string }) {
  return text.split("\n").map((line, index) => (
    // Lines are positional (a blank line repeats), so the position is the key.
    <Fragment key={index}>
      {index > 0 ? (
        <>
          {"\n"}
          <br />
        </>
      ) : null}
      {line}
    </Fragment>
  ));
}
