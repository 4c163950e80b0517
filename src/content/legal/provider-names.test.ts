import { describe, expect, it } from "vitest";
import { site } from "~/config/site";
import { WHATSAPP_PLATFORM, subprocessors } from "~/config/subprocessors";
import { contactNotice, contactNoticeShort } from "~/content/contact-notice";
import { labFaq } from "~/content/lab/faq";
import { documentText } from "./document-text";
import { privacyPolicy } from "./privacy";
import { termsOfService } from "./terms";

/** Every provider a text can name, by its full name: the configured ones, Meta's platform, Google. */
const providers = [
  ...new Set([
    ...subprocessors(site).map(({ provider }) => provider),
    WHATSAPP_PLATFORM.provider,
    "Google LLC",
  ]),
];

/**
 * The sentences of a text that name one provider more than once. Names are replaced by tokens
 * first, so "Inc." inside a name does not end a sentence.
 */
function repeated(text: string): string[] {
  const tokens = providers.reduce((t, name, i) => t.replaceAll(name, `⟦${i}⟧`), text);
  return tokens
    .split(/(?<=[.!?])\s+|\n/)
    .filter((sentence) => providers.some((_, i) => sentence.split(`⟦${i}⟧`).length > 2))
    .map((sentence) => sentence.replace(/⟦(\d+)⟧/g, (_, i: string) => providers[Number(i)] ?? ""));
}

describe("a provider is named once per sentence", () => {
  it("in the policy, the terms, the FAQ and the contact notices", () => {
    const texts = [
      documentText(privacyPolicy),
      documentText(termsOfService),
      ...labFaq.map((item) => item.answer),
      contactNotice.text,
      contactNoticeShort.text,
    ];
    // Not an empty check: the texts do name the providers.
    expect(texts.join("\n")).toContain(site.aiProvider);
    expect(texts.flatMap(repeated)).toEqual([]);
    // Nor ends a sentence with its "Inc." and a second full stop.
    for (const text of texts) expect(text).not.toMatch(/\w\.\.(\s|$)/);
  });

  it("finds a sentence that names one twice", () => {
    expect(
      repeated(`Ni ${site.aiProvider} ni nadie; nuestro contrato con ${site.aiProvider}.`),
    ).toHaveLength(1);
  });
});
