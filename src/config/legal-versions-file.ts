/**
 * Where the record of legal versions lives (legal-versions.ts): one folder per controller, named
 * by its NIT, so a company's history never mixes with another's (the example company's, the test
 * company's), with `record.json` and, per document, the text of each version as it was published
 * (`<document>/<effective date>.json`), which the site shows as its earlier versions.
 * Node-only; read at build time from the repository root, where every npm script runs.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import {
  EMPTY_RECORD,
  legalRecordSchema,
  LegalVersionError,
  type LegalDocumentId,
  type LegalRecord,
} from "./legal-versions.ts";

export const LEGAL_VERSIONS_DIR = "src/content/legal/versions";
const RECORD_FILE = "record.json";

/** The working directory, not this module's: the prerender runs a bundled copy from elsewhere. */
const root = () => process.cwd();

export function recordDir(nit: string): string {
  return path.join(root(), LEGAL_VERSIONS_DIR, nit);
}

/** The controller's record; an empty one when it has none yet (a company's first release). */
export function readRecord(nit: string): LegalRecord {
  const file = path.join(recordDir(nit), RECORD_FILE);
  if (!existsSync(file)) return EMPTY_RECORD;
  const relative = path.relative(root(), file);
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(file, "utf8"));
  } catch {
    throw new LegalVersionError(
      `${relative}: no es JSON válido; es el registro de versiones legales`,
    );
  }
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

export function snapshotFile(nit: string, document: LegalDocumentId, effectiveAt: string): string {
  return path.join(recordDir(nit), document, `${effectiveAt}.json`);
}

/** The published text of one version, as written by writeVersion. */
export function readSnapshot(nit: string, document: LegalDocumentId, effectiveAt: string): unknown {
  const file = snapshotFile(nit, document, effectiveAt);
  if (!existsSync(file)) {
    throw new LegalVersionError(
      `${path.relative(root(), file)}: falta el texto de la versión registrada; recupérelo del historial de git`,
    );
  }
  return JSON.parse(readFileSync(file, "utf8"));
}

const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

/** Writes the record and the text of its newest version of `document`. */
export function writeVersion(
  nit: string,
  record: LegalRecord,
  document: LegalDocumentId,
  snapshot: unknown,
): string[] {
  const effectiveAt = record[document].at(-1)?.effectiveAt;
  if (!effectiveAt) throw new LegalVersionError(`${document}: no hay versión que escribir`);
  const text = snapshotFile(nit, document, effectiveAt);
  mkdirSync(path.dirname(text), { recursive: true });
  writeFileSync(text, json(snapshot));
  const file = path.join(recordDir(nit), RECORD_FILE);
  writeFileSync(file, json(record));
  return [file, text].map((written) => path.relative(root(), written));
}
