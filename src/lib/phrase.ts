/**
 * Copy that may hold words in another language: those parts are marked (`{ en: "Uptime" }`) so
 * the page tags them with `lang` and a Spanish voice switches to English for them (WCAG 3.1.2).
 */
export type Phrase = string | readonly (string | { readonly en: string })[];

/** The plain text of a phrase (for keys, labels and comparisons). */
export function phraseText(phrase: Phrase): string {
  if (typeof phrase === "string") return phrase;
  return phrase.map((part) => (typeof part === "string" ? part : part.en)).join("");
}
