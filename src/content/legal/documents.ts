/**
 * The two legal documents by their record id (their path), with what the version record needs
 * from them: the state of each text now, and the text to keep when a version is recorded.
 * Read by the build's check and by the command that records a version (scripts/legal-versions.ts).
 */
import type { LegalDocumentId, TextState } from "~/config/legal-versions";
import { LEGAL_DOCUMENTS } from "~/config/legal-versions";
import { site } from "~/config/site";
import { effectiveDate } from "./common";
import { privacyPolicy } from "./privacy";
import { termsOfService } from "./terms";
import type { LegalSnapshot } from "./earlier-versions";
import type { LegalDocument } from "./types";
import { textState } from "./version-text";
import { legalRecord, shownVersion } from "./versions";

export { legalRecord, shownVersion };

export const legalDocuments = {
  "privacy-policy": privacyPolicy,
  "terms-of-service": termsOfService,
} as const satisfies Record<LegalDocumentId, LegalDocument>;

/** Each document's fingerprint and parts as this build renders them. */
export function legalTextStates(): TextState[] {
  return LEGAL_DOCUMENTS.map((id) => textState(id, legalDocuments[id], site, effectiveDate(id)));
}

/**
 * The text as it will be published with the new effective date (in words, `newEffectiveDate`):
 * the pages print the date of the version they show, which the new one replaces.
 */
export function legalSnapshot(id: LegalDocumentId, newEffectiveDate: string): LegalSnapshot {
  const { title, intro, sections } = legalDocuments[id];
  const json = JSON.stringify({ title, intro, sections }).replaceAll(
    effectiveDate(id),
    newEffectiveDate,
  );
  return JSON.parse(json) as LegalSnapshot;
}
