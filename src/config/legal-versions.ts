/**
 * The record of the legal pages' published versions (docs/decisions/0014-legal-versions.md): for
 * each document, every version with the fingerprint of its text, its effective date and its
 * update date. The dates shown on the pages come from here and nowhere else. An unchanged text
 * keeps its dates on every later build; a changed text is a new version, which takes effect no
 * earlier than the day it is recorded (Decreto 1377 de 2013, arts. 5 and 13, compiled in the
 * Capítulo 25 of the DUR 1074 de 2015). Pure: the files are read in legal-versions-file.ts.
 */
import * as z from "zod/mini";
import { ROUTE_SEGMENTS } from "./route-paths.ts";
import { isoDate } from "./site-fields.ts";
import type { SiteField } from "./site-schema.ts";

export const LEGAL_DOCUMENTS = [
  ROUTE_SEGMENTS.privacyPolicy,
  ROUTE_SEGMENTS.termsOfService,
] as const;
export type LegalDocumentId = (typeof LEGAL_DOCUMENTS)[number];

/**
 * Values whose change does not change what the texts say: how to reach the company (phones,
 * e-mails, address, web addresses), its brand names and the measurement IDs. The fingerprint
 * reads a token in their place, so a new phone number keeps the version and its dates. The
 * razón social and the NIT (who the controller is), the sub-processors and their countries, the
 * Google products that run and every word of the texts are not listed: changing any of them is a
 * new version.
 */
export const VERSION_NEUTRAL_FIELDS = [
  "companyName",
  "shortName",
  "labProductName",
  "labProductSlug",
  "addressStreet",
  "addressCity",
  "addressRegion",
  "phoneDisplay",
  "phoneDigits",
  "landlineDisplay",
  "landlineDigits",
  "email",
  "privacyEmail",
  "portalUrl",
  "siteUrl",
  "facebookUrl",
  "instagramUrl",
  "linkedinUrl",
  "gaMeasurementId",
  "adsConversionId",
  "adsWhatsappLabel",
  "adsEmailLabel",
] as const satisfies readonly SiteField[];

const sha256Hex = z.string().check(z.regex(/^[0-9a-f]{64}$/, "debe ser un SHA-256 en hexadecimal"));

const versionSchema = z.object({
  effectiveAt: isoDate,
  updatedAt: isoDate,
  /** SHA-256 of the whole text with the neutral values replaced by a token. */
  fingerprint: sha256Hex,
  /** A short hash of each part (its id: the header or a section), to say which part changed. */
  sections: z.record(z.string(), z.string()),
  /**
   * What the command adds when it writes the version (legal-record-seal.ts): the date of the
   * version before it (null for the first), the SHA-256 of its archived text and the seal over
   * the rest. Optional here only because a version shown by a preview is not written.
   */
  previous: z.optional(z.nullable(isoDate)),
  text: z.optional(sha256Hex),
  seal: z.optional(sha256Hex),
});

export const legalRecordSchema = z.object({
  [ROUTE_SEGMENTS.privacyPolicy]: z.array(versionSchema),
  [ROUTE_SEGMENTS.termsOfService]: z.array(versionSchema),
});

export type LegalVersion = z.infer<typeof versionSchema>;
export type LegalRecord = z.infer<typeof legalRecordSchema>;

/** Where an earlier version's text is published: /<document>/<effective date>. */
export function versionPath(document: LegalDocumentId, effectiveAt: string): string {
  return `/${document}/${effectiveAt}`;
}

/** The addresses of earlier versions (kept out of the sitemap: the current text is the one to find). */
export const EARLIER_VERSION_PATH = new RegExp(
  `^/(${LEGAL_DOCUMENTS.join("|")})/\\d{4}-\\d{2}-\\d{2}$`,
);

export const EMPTY_RECORD: LegalRecord = { "privacy-policy": [], "terms-of-service": [] };

/** One document's text as the build renders it now (src/content/legal/version-text.ts). */
export type TextState = {
  document: LegalDocumentId;
  title: string;
  fingerprint: string;
  /** Every part in order: the header, then each section, with its title and hash. */
  parts: { id: string; title: string; hash: string }[];
};

export class LegalVersionError extends Error {
  override name = "LegalVersionError";
}

/**
 * The command that records a version (its options: scripts/legal-version.ts), as a report prints
 * it: with the company folder the build read, when it is not the default one, so it runs as
 * printed and records for the same company.
 */
export function recordCommand(options: string, companyDirVariable?: string): string {
  const prefix = companyDirVariable ? `SITE_COMPANY_DIR=${companyDirVariable} ` : "";
  return `${prefix}npm run legal:version -- ${options}`;
}

/** Days a date may lie ahead: a later one is a typo (9999-12-31), not a plan. */
export const MAX_DAYS_AHEAD = 366;
const DAY_MS = 86_400_000;

export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

export function latestVersion(record: LegalRecord, document: LegalDocumentId) {
  return record[document].at(-1);
}

/** The titles of the parts whose text differs from the version's (all of them when unknown). */
export function changedParts(version: LegalVersion, state: TextState): string[] {
  return state.parts
    .filter((part) => version.sections[part.id] !== part.hash)
    .map((part) => part.title);
}

/**
 * One line per document the release build may not publish: no recorded version, a text that
 * differs from its latest version, or a latest version dated more than a year ahead. An
 * unchanged text passes on any day, whatever its dates.
 */
export function versionProblems(
  record: LegalRecord,
  states: TextState[],
  today: string,
  companyDirVariable?: string,
): string[] {
  const command = (options: string) => recordCommand(options, companyDirVariable);
  return states.flatMap((state) => {
    const latest = latestVersion(record, state.document);
    const page = `${state.title} (/${state.document})`;
    if (!latest) {
      return [
        `  - ${page}: no tiene ninguna versión registrada. Regístrela con su fecha de entrada en vigencia, hoy (${today}, hora de Colombia) o después, y confirme en git lo que escribe: ${command(`--vigencia ${today}`)}`,
      ];
    }
    if (latest.fingerprint !== state.fingerprint) {
      const parts = changedParts(latest, state).join("; ");
      return [
        `  - ${page}: el texto cambió desde la versión vigente desde el ${latest.effectiveAt} (cambió: ${parts}). Un texto nuevo es una versión nueva, que no puede regir desde antes de publicarse: regístrela con una fecha de entrada en vigencia de hoy (${today}, hora de Colombia) o posterior: ${command("--vigencia AAAA-MM-DD")}`,
      ];
    }
    if (latest.effectiveAt > addDays(today, MAX_DAYS_AHEAD)) {
      return [
        `  - ${page}: su versión registrada rige desde el ${latest.effectiveAt}, a más de un año de hoy (${today}); corrija la fecha en el registro`,
      ];
    }
    if (record[state.document].every((version) => version.effectiveAt > today)) {
      return [
        `  - ${page}: su única versión registrada rige desde el ${latest.effectiveAt}; publicada hoy, la página no tendría una versión vigente hasta esa fecha. Regístrela para que rija desde hoy: ${command(`--documento ${state.document} --vigencia ${today}`)}, o publique desde el ${latest.effectiveAt}`,
      ];
    }
    return [];
  });
}
