/**
 * The seal of each version in the record of legal versions (legal-versions.ts), so the build can
 * tell a record edited by hand from one `npm run legal:version` wrote. A version keeps the hash of
 * its archived text (`text`, the page published at /<document>/<date>), the date of the version
 * it follows (`previous`, null for the first: a version deleted before it shows) and a seal over
 * those and its dates, fingerprint and section hashes. Editing the archived text, a date or a hash
 * by hand breaks it, and the check says which (scripts/legal-record-check.ts).
 *
 * Why not recompute the fingerprint from the archived text instead: the fingerprint reads the
 * text with the company's contact details and brand replaced by a token (version-text.ts), and
 * the archive holds those of its day, which the record does not keep. After a new phone number or
 * a new brand name, an intact archive would no longer match its fingerprint. The fingerprint is
 * recomputed once, when a version without a seal is sealed (scripts/legal-seal.ts). Node-only.
 */
import { createHash } from "node:crypto";
import type { LegalRecord, LegalDocumentId, LegalVersion } from "./legal-versions.ts";

const sha256 = (text: string) => createHash("sha256").update(text, "utf8").digest("hex");

/** The hash of an archived text, as parsed from its file (so its layout in the file is no part). */
export function textHash(snapshot: unknown): string {
  return sha256(JSON.stringify(snapshot));
}

/** The seal `version` should carry, given the hash of its archived text. */
export function sealOf(version: LegalVersion, text: string): string {
  const sections = Object.entries(version.sections).sort(([a], [b]) => a.localeCompare(b));
  return sha256(
    JSON.stringify([
      version.previous ?? null,
      version.effectiveAt,
      version.updatedAt,
      version.fingerprint,
      sections,
      text,
    ]),
  );
}

/** `version`, following the version of date `previous`, with its archived text's hash and seal. */
export function sealed(
  version: LegalVersion,
  snapshot: unknown,
  previous: string | null,
): LegalVersion {
  const chained = { ...version, previous };
  const text = textHash(snapshot);
  return { ...chained, text, seal: sealOf(chained, text) };
}

/** `record` with the newest version of `document` sealed over `snapshot`, its archived text. */
export function sealLatest(
  record: LegalRecord,
  document: LegalDocumentId,
  snapshot: unknown,
): LegalRecord {
  const versions = record[document];
  const latest = versions.at(-1);
  if (!latest) return record;
  const previous = versions.at(-2)?.effectiveAt ?? null;
  return {
    ...record,
    [document]: [...versions.slice(0, -1), sealed(latest, snapshot, previous)],
  };
}

/** Whether `version` has the hash and the seal the check needs (a version recorded before seals). */
export const isSealed = (version: LegalVersion): boolean =>
  version.previous !== undefined && version.text !== undefined && version.seal !== undefined;
