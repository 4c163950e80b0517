/**
 * A legal document's text as its version record sees it (src/config/legal-versions.ts): plain
 * words in order, part by part (the header, then each section), with every value the record
 * counts as neutral (a phone, an e-mail, the brand, the effective date itself) replaced by a
 * token. Its SHA-256 is the version's fingerprint. Build-time only.
 */
import { createHash } from "node:crypto";
import {
  VERSION_NEUTRAL_FIELDS,
  type LegalDocumentId,
  type TextState,
} from "~/config/legal-versions";
import type { SiteConfig } from "~/config/site-schema";
import { phoneText } from "~/lib/contact-links";
import { plainText } from "./plain-text";
import type { LegalBlock, LegalDocument } from "./types";

/** The header's id among the parts: the title and the summary under it. */
export const HEADER_PART = "encabezado";
/** Stands for the effective date wherever a text prints it. */
const EFFECTIVE_TOKEN = "{vigencia}";
/**
 * Stands for every neutral value alike: which of them sits where is not a term of the text (the
 * data-protection e-mail becoming a mailbox of its own is a new contact detail, not a new policy).
 */
const NEUTRAL_TOKEN = "{dato}";

/** One line per paragraph, item, definition or table row; sub-headings marked as such. */
function blockLines(block: LegalBlock): string[] {
  switch (block.type) {
    case "paragraph":
      return [plainText(block.text)];
    case "subheading":
      return [`### ${block.text}`];
    case "list":
      return block.items.map((item) => `- ${plainText(item)}`);
    case "definitions":
      return block.items.map((item) => `${item.term}: ${plainText(item.description)}`);
    case "table":
      return [
        block.caption,
        block.columns.join(" | "),
        ...block.rows.map((row) => row.map(plainText).join(" | ")),
      ];
  }
}

type Part = { id: string; title: string; text: string };

/** The header, then each section with its title, as plain text. */
export function documentParts(
  document: Pick<LegalDocument, "title" | "intro" | "sections">,
): Part[] {
  return [
    { id: HEADER_PART, title: "Encabezado", text: `# ${document.title}\n${document.intro}` },
    ...document.sections.map((section) => ({
      id: section.id,
      title: section.title,
      text: [`## ${section.title}`, ...section.blocks.flatMap(blockLines)].join("\n"),
    })),
  ];
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * Every configured value, mapped to itself or, when neutral, to the neutral token, longest first,
 * so a neutral value inside a longer one (the brand inside the razón social) is left alone.
 */
function replacements(config: SiteConfig, effectiveDate: string): [string, string][] {
  const neutral = new Set<string>(VERSION_NEUTRAL_FIELDS);
  const pairs: [string, string][] = Object.entries(config).flatMap(([field, value]) =>
    typeof value === "string" && value.trim()
      ? [[value, neutral.has(field) ? NEUTRAL_TOKEN : value] as [string, string]]
      : [],
  );
  pairs.push(
    [phoneText(config.phoneDisplay), NEUTRAL_TOKEN],
    [phoneText(config.landlineDisplay), NEUTRAL_TOKEN],
    // GA4 names its cookie after the measurement ID without "G-" (privacy/cookies.ts).
    [config.gaMeasurementId.replace(/^G-/, ""), NEUTRAL_TOKEN],
    [effectiveDate, EFFECTIVE_TOKEN],
  );
  return pairs.filter(([value]) => value).sort(([a], [b]) => b.length - a.length);
}

/** `text` with the neutral values replaced, matching whole words only, in one pass. */
export function neutralText(text: string, config: SiteConfig, effectiveDate: string): string {
  const pairs = replacements(config, effectiveDate);
  // A value that is both neutral and not (a brand written as the razón social) stays literal.
  const lookup = new Map<string, string>();
  for (const [value, replacement] of pairs) {
    if (!lookup.has(value) || replacement === value) lookup.set(value, replacement);
  }
  const pattern = new RegExp(
    `(?<![\\p{L}\\p{N}])(?:${pairs.map(([value]) => escape(value)).join("|")})(?![\\p{L}\\p{N}])`,
    "gu",
  );
  return text.replace(pattern, (match) => lookup.get(match) ?? match);
}

const sha256 = (text: string) => createHash("sha256").update(text, "utf8").digest("hex");
/** Enough of a part's hash to tell a change, short enough to keep the record readable. */
const PART_HASH_CHARS = 16;

/** The fingerprint of `document` as configured now, with the hash of each of its parts. */
export function textState(
  id: LegalDocumentId,
  document: Pick<LegalDocument, "title" | "intro" | "sections">,
  config: SiteConfig,
  effectiveDate: string,
): TextState {
  const parts = documentParts(document).map((part) => ({
    ...part,
    text: neutralText(part.text, config, effectiveDate),
  }));
  return {
    document: id,
    title: document.title,
    fingerprint: sha256(parts.map((part) => part.text).join("\n\n")),
    parts: parts.map(({ id: partId, title, text }) => ({
      id: partId,
      title,
      hash: sha256(text).slice(0, PART_HASH_CHARS),
    })),
  };
}
