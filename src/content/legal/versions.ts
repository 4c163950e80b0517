/**
 * The versions of the legal pages for this company (its record, by NIT: src/config/
 * legal-versions-file.ts): the one the pages show, with its dates, and the earlier ones, each
 * with the day it stopped governing and the address where its text stays readable. Pure over a
 * record: the record as recorded here, the one the pages show in shown-versions.ts.
 */
import { colombiaToday } from "~/config/build-mode";
import { readRecord } from "~/config/legal-versions-file";
import {
  latestVersion,
  versionPath,
  type LegalDocumentId,
  type LegalRecord,
} from "~/config/legal-versions";
import { site } from "~/config/site";

/** The company's record as recorded. */
export const legalRecord = readRecord(site.nit);

export type ShownVersion = { effectiveAt: string; updatedAt: string; recorded: boolean };

/**
 * The latest version of `record`. While a document has none (a company's first build), a
 * provisional one dated today: only a preview gets that far, a release build refuses it.
 */
export function shownVersion(
  document: LegalDocumentId,
  record: LegalRecord = legalRecord,
): ShownVersion {
  const latest = latestVersion(record, document);
  if (latest)
    return { effectiveAt: latest.effectiveAt, updatedAt: latest.updatedAt, recorded: true };
  const today = colombiaToday();
  return { effectiveAt: today, updatedAt: today, recorded: false };
}

export type EarlierVersion = {
  effectiveAt: string;
  updatedAt: string;
  /** The last day it governs: the day before the next version takes effect. */
  until: string;
  /** The day the next version takes effect. */
  next: string;
  /** Still in force on the day of this build: the next version takes effect later. */
  inForce: boolean;
  /** Where its text is published: /<document>/<effective date>. */
  path: string;
};

const DAY_MS = 86_400_000;
const dayBefore = (day: string) =>
  new Date(Date.parse(`${day}T00:00:00Z`) - DAY_MS).toISOString().slice(0, 10);

/** Every version of `record` before the shown one, newest first. */
export function earlierVersions(
  document: LegalDocumentId,
  record: LegalRecord = legalRecord,
): EarlierVersion[] {
  const history = record[document];
  const today = colombiaToday();
  return history
    .slice(0, -1)
    .map((version, index) => {
      const next = history[index + 1]?.effectiveAt ?? version.effectiveAt;
      return {
        effectiveAt: version.effectiveAt,
        updatedAt: version.updatedAt,
        until: dayBefore(next),
        next,
        inForce: today < next,
        path: versionPath(document, version.effectiveAt),
      };
    })
    .reverse();
}

/**
 * While the shown version has yet to take effect (its date is after the build day, Colombia
 * time): the earlier version that governs today, whose page the header links. Undefined once
 * the shown version is in force.
 */
export function versionInForce(
  document: LegalDocumentId,
  record: LegalRecord = legalRecord,
): EarlierVersion | undefined {
  const today = colombiaToday();
  return earlierVersions(document, record).find(
    (version) => version.inForce && version.effectiveAt <= today,
  );
}
