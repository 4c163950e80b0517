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

const versionSchema = z.object({
  effectiveAt: isoDate,
  updatedAt: isoDate,
  /** SHA-256 of the whole text with the neutral values replaced by a token. */
  fingerprint: z.string().check(z.regex(/^[0-9a-f]{64}$/, "debe ser un SHA-256 en hexadecimal")),
  /** A short hash of each part (its id: the header or a section), to say which part changed. */
  sections: z.record(z.string(), z.string()),
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

function addDays(day: string, days: number): string {
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

type NewDates = { effectiveAt: string; updatedAt: string };

function dateProblem(name: string, value: string): string | undefined {
  const result = isoDate.safeParse(value);
  return result.success ? undefined : `${name} = "${value}": ${result.error.issues[0]?.message}`;
}

/** How a version is recorded beyond its dates (the command's options). */
export type RecordOptions = {
  /** The first version of a document already online keeps its past date (--ya-publicada). */
  alreadyPublished?: boolean;
  /** A version that took effect today, never published, gives way (--reemplaza-la-de-hoy). */
  replaceToday?: boolean;
};

/**
 * The record with a new version of `state`'s document appended. Refuses an unchanged text (it
 * keeps its version), an effective date before `today` (a text cannot govern from before it is
 * published), an update after the effective date and an effective date not after the previous
 * one. A latest version that has yet to take effect on `today` governed no one: the new text
 * takes its place (its date may then be the same, and an unchanged text may take a new date), so
 * no version is left to govern for the days between the two. `alreadyPublished` lets the first
 * version of a document keep the past date it was published with, when a record is started for
 * texts already online; `replaceToday` lets a version recorded for today be replaced the same
 * day, before it is published.
 */
export function recordVersion(
  record: LegalRecord,
  state: TextState,
  { effectiveAt, updatedAt }: NewDates,
  today: string,
  { alreadyPublished = false, replaceToday = false }: RecordOptions = {},
): LegalRecord {
  const problems = [
    dateProblem("--vigencia", effectiveAt),
    dateProblem("--actualizacion", updatedAt),
  ].filter(Boolean);
  if (problems.length > 0) throw new LegalVersionError(problems.join("\n"));
  const latest = record[state.document].at(-1);
  const notYetInForce = latest !== undefined && latest.effectiveAt > today && !alreadyPublished;
  const superseded = notYetInForce || (replaceToday && latest?.effectiveAt === today);
  const history = superseded ? record[state.document].slice(0, -1) : record[state.document];
  const previous = history.at(-1);
  const page = `${state.title} (/${state.document})`;
  const refuse = (message: string) => {
    throw new LegalVersionError(`${page}: ${message}`);
  };
  const redated = notYetInForce && latest?.effectiveAt !== effectiveAt;
  if (latest?.fingerprint === state.fingerprint && !redated) {
    refuse(`su texto no cambió: conserva la versión vigente desde el ${latest.effectiveAt}`);
  }
  if (alreadyPublished && latest) {
    refuse("--ya-publicada solo vale para la primera versión de un documento sin registro");
  }
  if (replaceToday && latest?.effectiveAt !== today) {
    refuse(
      `--reemplaza-la-de-hoy solo reemplaza una versión que rige desde hoy (${today}); la última rige desde el ${latest?.effectiveAt ?? "(ninguna)"}`,
    );
  }
  if (effectiveAt < today && !alreadyPublished) {
    refuse(
      `--vigencia = "${effectiveAt}" es anterior a hoy (${today}, hora de Colombia): un texto nuevo no puede regir desde antes de publicarse`,
    );
  }
  if (updatedAt > effectiveAt) {
    refuse(`--actualizacion = "${updatedAt}" es posterior a --vigencia = "${effectiveAt}"`);
  }
  if (previous && effectiveAt <= previous.effectiveAt) {
    const sameDay =
      previous.effectiveAt === today
        ? `. La versión anterior rige desde hoy: si no se ha publicado, reemplácela añadiendo --reemplaza-la-de-hoy; si ya se publicó, la nueva puede regir desde mañana (--vigencia ${addDays(today, 1)})`
        : "";
    refuse(
      `--vigencia = "${effectiveAt}" debe ser posterior a la de la versión anterior (${previous.effectiveAt})${sameDay}`,
    );
  }
  if (effectiveAt > addDays(today, MAX_DAYS_AHEAD)) {
    refuse(`--vigencia = "${effectiveAt}" está a más de un año de hoy (${today})`);
  }
  const sections = Object.fromEntries(state.parts.map((part) => [part.id, part.hash]));
  const version: LegalVersion = {
    effectiveAt,
    updatedAt,
    fingerprint: state.fingerprint,
    sections,
  };
  return { ...record, [state.document]: [...history, version] };
}
