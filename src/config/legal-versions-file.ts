/**
 * Where the record of legal versions lives (legal-versions.ts): in the company folder
 * (company-folder.ts), `legal-versions/<NIT>/`, one folder per controller, so a history never
 * passes to another NIT (a folder started from a copy of the example's does not inherit its
 * record), with `record.json` and, per document, the text of each version as it was published
 * (`<document>/<effective date>.json`), which the site shows as its earlier versions. A company
 * folder without a record for its NIT reads the example's folder (the example company's own
 * record, for the default build), else starts empty. Node-only; read at build time from the
 * repository root, where every npm script runs.
 */
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import {
  COMPANY_FILES,
  companyDir,
  CompanyFolderError,
  EXAMPLE_DIR,
  readJson,
} from "./company-folder.ts";
import { sealLatest } from "./legal-record-seal.ts";
import {
  EMPTY_RECORD,
  legalRecordSchema,
  LegalVersionError,
  type LegalDocumentId,
  type LegalRecord,
} from "./legal-versions.ts";

const RECORD_FILE = "record.json";

/** The working directory, not this module's: the prerender runs a bundled copy from elsewhere. */
const root = () => process.cwd();

const versionsDir = (dir: string, nit: string) =>
  path.resolve(root(), dir, COMPANY_FILES.legalVersions, nit);

/** Where the company records its versions: its own folder, whatever it has yet. */
export function ownRecordDir(nit: string, env = process.env): string {
  return versionsDir(companyDir(env), nit);
}

/** Whether the record a build reads is the company folder's own (not the example's). */
export function recordIsOwn(nit: string, env = process.env): boolean {
  return recordDir(nit, env) === ownRecordDir(nit, env);
}

/** Where the example company's folder keeps a record of `nit` (the example's own NIT has one). */
export function exampleRecordDir(nit: string): string {
  return versionsDir(EXAMPLE_DIR, nit);
}

/** Where the record of `nit` is read: the company folder's, or the example's when only it has one. */
export function recordDir(nit: string, env = process.env): string {
  const own = ownRecordDir(nit, env);
  const example = exampleRecordDir(nit);
  return existsSync(own) || !existsSync(example) ? own : example;
}

/** The record file of `nit` a build reads (it may not exist yet). */
export function recordFile(nit: string, env = process.env): string {
  return path.join(recordDir(nit, env), RECORD_FILE);
}

/** A path as a message shows it: from the repository, or whole when the folder is elsewhere. */
export function shownPath(file: string): string {
  const relative = path.relative(root(), file);
  return relative.startsWith("..") ? file : relative;
}

/**
 * A JSON file of the record, read as the company's other files are (company-folder.ts: UTF-8
 * only, the line and column of a syntax error, every key written twice), its problem a
 * LegalVersionError.
 */
function readRecordJson(file: string, what: string): unknown {
  try {
    return readJson(shownPath(file), what);
  } catch (error) {
    if (error instanceof CompanyFolderError) throw new LegalVersionError(error.message);
    throw error;
  }
}

/** The controller's record; an empty one when it has none yet (a company's first release). */
export function readRecord(nit: string, env = process.env): LegalRecord {
  const file = recordFile(nit, env);
  if (!existsSync(file)) return EMPTY_RECORD;
  const relative = shownPath(file);
  const json = readRecordJson(file, "el registro de versiones de los textos legales");
  const result = legalRecordSchema.safeParse(json);
  if (!result.success) {
    const lines = result.error.issues.map(
      (issue) => `  - ${issue.path.join(".") || "(raíz)"}: ${issue.message}`,
    );
    throw new LegalVersionError(
      `${relative}: registro de versiones legales inválido:\n${lines.join("\n")}`,
    );
  }
  return result.data;
}

export function snapshotFile(
  nit: string,
  document: LegalDocumentId,
  effectiveAt: string,
  env = process.env,
): string {
  return path.join(recordDir(nit, env), document, `${effectiveAt}.json`);
}

/** The published text of one version, as written by writeVersion. */
export function readSnapshot(
  nit: string,
  document: LegalDocumentId,
  effectiveAt: string,
  env = process.env,
): unknown {
  const file = snapshotFile(nit, document, effectiveAt, env);
  if (!existsSync(file)) {
    throw new LegalVersionError(
      `${shownPath(file)}: falta el texto de la versión registrada; recupérelo del historial de git`,
    );
  }
  return readRecordJson(file, "el texto de una versión publicada");
}

const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

/** Writes the record into the company folder; its path, as messages show it (shownPath). */
export function writeRecord(nit: string, record: LegalRecord): string {
  const file = path.join(ownRecordDir(nit), RECORD_FILE);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, json(record));
  return shownPath(file);
}

/**
 * Writes the record and the text of its newest version of `document` into the company folder
 * (the command is run for the company: scripts/legal-version.ts), the version sealed over that
 * text (legal-record-seal.ts). Returns the record as written and the paths written.
 */
export function writeVersion(
  nit: string,
  record: LegalRecord,
  document: LegalDocumentId,
  snapshot: unknown,
): { record: LegalRecord; written: string[] } {
  const effectiveAt = record[document].at(-1)?.effectiveAt;
  if (!effectiveAt) throw new LegalVersionError(`${document}: no hay versión que escribir`);
  const text = path.join(ownRecordDir(nit), document, `${effectiveAt}.json`);
  mkdirSync(path.dirname(text), { recursive: true });
  writeFileSync(text, json(snapshot));
  const sealedRecord = sealLatest(record, document, snapshot);
  const file = writeRecord(nit, sealedRecord);
  return { record: sealedRecord, written: [file, shownPath(text)] };
}
