import type { Phrase } from "~/content/types";

/** The plain text of a phrase (for keys, labels and comparisons). */
export function phraseText(phrase: Phrase): string {
  if (typeof phrase === "string") return phrase;
  return phrase.map((part) => (typeof part === "string" ? part : part.en)).join("");
}
