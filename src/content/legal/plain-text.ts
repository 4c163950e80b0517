import type { LegalSpan, LegalText } from "./types";

/** The plain words of a text, e.g. for React keys. */
export function plainText(text: LegalText): string {
  if (typeof text === "string") return text;
  return text.map(spanText).join("");
}

export function spanText(span: LegalSpan): string {
  if (typeof span === "string") return span;
  return "strong" in span ? span.strong : span.link;
}
