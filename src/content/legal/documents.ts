/**
 * The two legal documents by their record id (their path), with what the version record needs
 * from them: the state of each text now, and the text to keep when a version is recorded.
 * Read by the build's check and by the command that records a version (scripts/legal-versions.ts).
 */
import type { LegalDocumentId, TextState } from "~/config/legal-versions";
import { LEGAL_DOCUMENTS } from "~/config/legal-versions";
import { site } from "~/config/site";
import { formatLegalDate } from "~/lib/format-date";
import { effectiveDate } from "./common";
import { privacyPolicy } from "./privacy";
import { termsOfService } from "./terms";
import type { LegalSnapshot } from "./earlier-versions";
import type { LegalDocument } from "./types";
import { textState } from "./version-text";
import { readSnapshot } from "~/config/legal-versions-file";
import { googleCookiesMissingFrom } from "./privacy/cookies";
import { legalRecord, shownVersion, versionInForce } from "./versions";

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
 * The fingerprint and parts of a recorded version's archived text, read as the command read the
 * text when it recorded it (with this build's data: the contact details of that day may differ).
 */
export function archivedTextState(id: LegalDocumentId, effectiveAt: string): TextState {
  const snapshot = readSnapshot(site.nit, id, effectiveAt) as LegalSnapshot;
  return textState(id, snapshot, site, formatLegalDate(effectiveAt));
}

/**
 * While the policy shown is not yet in force: the version in force today, and the cookies of the
 * configured Google products it does not name (none: undefined). Those products would run from
 * the day of publication under a policy that does not describe them.
 */
export function googleBeforeItsPolicy(): { inForce: string; cookies: string[] } | undefined {
  const inForce = versionInForce("privacy-policy");
  if (!inForce) return undefined;
  const text = JSON.stringify(readSnapshot(site.nit, "privacy-policy", inForce.effectiveAt));
  const cookies = googleCookiesMissingFrom(text);
  return cookies.length > 0 ? { inForce: inForce.effectiveAt, cookies } : undefined;
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
