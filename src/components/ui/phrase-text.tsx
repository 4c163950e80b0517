import type { Phrase } from "~/content/types";

/** Renders a phrase, each foreign-language part in a span with its `lang`. */
export function PhraseText({ phrase }: { phrase: Phrase }) {
  if (typeof phrase === "string") return phrase;
  return phrase.map((part) =>
    typeof part === "string" ? (
      part
    ) : (
      <span key={part.en} lang="en">
        {part.en}
      </span>
    ),
  );
}
