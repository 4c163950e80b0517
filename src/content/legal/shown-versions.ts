/**
 * The versions the legal pages show. In a release, the record as recorded: the release check has
 * refused any text not recorded. In a preview, a text that differs from its latest version is
 * shown as it would be if recorded today (the command's own rule, recordVersion): dated today,
 * its previous version filed among the earlier ones, and marked "sin registrar", so a preview
 * never shows a new text under the previous version's dates (Decreto 1377 de 2013, arts. 5 and
 * 13).
 */
import { colombiaToday, isReleaseBuild } from "~/config/build-mode";
import {
  latestVersion,
  LegalVersionError,
  type LegalDocumentId,
  type LegalRecord,
} from "~/config/legal-versions";
import { recordVersion } from "~/config/legal-record-version";
import { formatLegalDate } from "~/lib/format-date";
import { shownVersionNotice } from "./common";
import { legalDocuments, legalRecord, legalSnapshot, legalTextStates } from "./documents";
import * as recorded from "./versions";

function shownRecord(): { record: LegalRecord; unrecorded: Set<LegalDocumentId> } {
  const unrecorded = new Set<LegalDocumentId>();
  if (isReleaseBuild(process.env)) return { record: legalRecord, unrecorded };
  const today = colombiaToday();
  let record = legalRecord;
  for (const state of legalTextStates()) {
    const latest = latestVersion(record, state.document);
    if (latest?.fingerprint === state.fingerprint) continue;
    unrecorded.add(state.document);
    try {
      record = recordVersion(record, state, { effectiveAt: today, updatedAt: today }, today, {
        replaceToday: latest?.effectiveAt === today,
      });
    } catch (error) {
      // A record the command itself would refuse (broken by hand): shown with today's dates.
      if (!(error instanceof LegalVersionError)) throw error;
      record = { ...record, [state.document]: [] };
    }
  }
  return { record, unrecorded };
}

const shown = shownRecord();

export const shownVersion = (document: LegalDocumentId) =>
  recorded.shownVersion(document, shown.record);
export const earlierVersions = (document: LegalDocumentId) =>
  recorded.earlierVersions(document, shown.record);
export const versionInForce = (document: LegalDocumentId) =>
  recorded.versionInForce(document, shown.record);

/** The document as the page shows it: an unrecorded text with the date it would take today. */
export function shownDocument(document: LegalDocumentId) {
  const content = legalDocuments[document];
  if (!shown.unrecorded.has(document)) return content;
  const effectiveAt = formatLegalDate(shownVersion(document).effectiveAt);
  return { ...content, ...legalSnapshot(document, effectiveAt) };
}

/**
 * The shown version's header: its notice, the page of the version in force while it has yet to
 * take effect, and the other earlier versions (the one in force is linked by the notice, not
 * filed among them).
 */
export function shownVersionHeader(document: LegalDocumentId) {
  const inForce = versionInForce(document);
  const notice = shownVersionNotice(
    document,
    formatLegalDate(shownVersion(document).effectiveAt),
    inForce && {
      from: formatLegalDate(inForce.effectiveAt),
      until: formatLegalDate(inForce.until),
    },
    shown.unrecorded.has(document),
  );
  return {
    notice: { notice, href: inForce?.path },
    earlier: earlierVersions(document).filter((version) => version.path !== inForce?.path),
  };
}
