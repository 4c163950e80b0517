/**
 * The writing half of `npm run legal:version` (legal-version.ts): records a new version of each
 * changed document, writes its text and the sealed record into the company folder
 * (src/config/legal-versions-file.ts), deletes the text of a version it replaced, and says which
 * one it replaced. Its LegalVersionError is the command's message.
 */
import { rmSync } from "node:fs";
import { recordVersion, replacedNotice } from "../src/config/legal-record-version.ts";
import { latestVersion, type LegalRecord, type TextState } from "../src/config/legal-versions.ts";
import { shownPath, snapshotFile, writeVersion } from "../src/config/legal-versions-file.ts";
import { formatLegalDate } from "../src/lib/format-date.ts";
import { formatJsonFiles } from "./json-format.ts";
import type { loadLegalDocuments } from "./legal-versions.ts";

type Documents = Awaited<ReturnType<typeof loadLegalDocuments>>;

/** What the command was told: the dates, today's date, and its options. */
export interface Recording {
  effectiveAt: string;
  updatedAt: string;
  today: string;
  alreadyPublished: boolean;
  replaceToday: boolean;
}

/** Records `states` for `nit`: the paths written or deleted, and one line per version replaced. */
export async function recordStates(
  documents: Documents,
  states: readonly TextState[],
  nit: string,
  { effectiveAt, updatedAt, today, alreadyPublished, replaceToday }: Recording,
): Promise<{ written: string[]; replaced: string[] }> {
  let record: LegalRecord = documents.legalRecord;
  const written: string[] = [];
  const replaced: string[] = [];
  for (const state of states) {
    const before = latestVersion(record, state.document);
    record = recordVersion(record, state, { effectiveAt, updatedAt }, today, {
      alreadyPublished,
      replaceToday,
    });
    if (before && !record[state.document].includes(before)) {
      // A version that had yet to take effect, or one of today never published, is replaced
      // (legal-record-version.ts): said plainly, and its text goes too, unless the new one, of
      // the same date, is written over it.
      replaced.push(replacedNotice(state.title, before.effectiveAt, today));
      if (before.effectiveAt !== effectiveAt) {
        const stale = snapshotFile(nit, state.document, before.effectiveAt);
        rmSync(stale, { force: true });
        written.push(shownPath(stale));
      }
    }
    const snapshot = documents.legalSnapshot(state.document, formatLegalDate(effectiveAt));
    const result = writeVersion(nit, record, state.document, snapshot);
    record = result.record;
    written.push(...result.written);
  }
  await formatJsonFiles(written);
  return { written: [...new Set(written)], replaced };
}
