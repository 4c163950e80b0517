/**
 * The seals of the record of legal versions (src/config/legal-record-seal.ts) against the record
 * and the archived texts: a version deleted before another (its successor still names it), an
 * archived text edited (its page would publish the edit), a version's dates or hashes edited, and
 * versions recorded before seals existed. Part of the record check (legal-record-check.ts), so
 * every build, preview or release, refuses them; each line says how to undo it with git.
 */
import { existsSync } from "node:fs";
import { COMPANY_DIR_ENV } from "../src/config/company-folder.ts";
import { isSealed, sealOf, textHash } from "../src/config/legal-record-seal.ts";
import {
  LEGAL_DOCUMENTS,
  legalRecordSchema,
  LegalVersionError,
  recordCommand,
  type LegalDocumentId,
  type LegalRecord,
  type LegalVersion,
} from "../src/config/legal-versions.ts";
import {
  readSnapshot,
  recordFile,
  shownPath,
  snapshotFile,
} from "../src/config/legal-versions-file.ts";
import { committedJson, revisionWith } from "./legal-record-git.ts";

type Env = Record<string, string | undefined>;
const FIELDS = ["effectiveAt", "updatedAt", "previous", "fingerprint", "sections"] as const;

/** The version of `document` dated `date` in the record as the last commit has it. */
function committedVersion(file: string, document: LegalDocumentId, date: string) {
  const parsed = legalRecordSchema.safeParse(committedJson(file));
  return parsed.success
    ? parsed.data[document].find((version) => version.effectiveAt === date)
    : undefined;
}

/** A line for a version whose predecessor, of date `previous`, is gone from the record. */
function deletedBefore(
  version: LegalVersion,
  previous: string,
  document: LegalDocumentId,
  nit: string,
  env: Env,
) {
  const record = recordFile(nit, env);
  const text = snapshotFile(nit, document, previous, env);
  const textGone = !existsSync(text);
  const inHead = committedVersion(record, document, previous);
  const revision = textGone ? revisionWith(text) : undefined;
  const restore = inHead
    ? `git checkout HEAD -- ${shownPath(record)}${textGone ? ` ${shownPath(text)}` : ""}`
    : revision
      ? `git checkout ${revision} -- ${shownPath(text)} recupera su texto, y git show ${revision.slice(0, -1)} -- ${shownPath(record)} muestra la entrada que se quitó del registro`
      : "del historial de git o de una copia";
  return `  - ${shownPath(record)}: falta la versión de /${document} vigente desde el ${previous}, la anterior a la del ${version.effectiveAt}: se borró a mano del registro${textGone ? ", con su texto" : ""}. Recupérela (${restore}); registrarla de nuevo la fecharía hoy, aunque rigió desde el ${previous}, y /${document}/${previous} dejaría de publicarse`;
}

/** What differs between `version` and the same version as last committed, when that one is sound. */
function editedFields(version: LegalVersion, file: string, document: LegalDocumentId): string[] {
  const before = committedVersion(file, document, version.effectiveAt);
  if (!before?.text || before.seal !== sealOf(before, before.text)) return [];
  return FIELDS.filter(
    (field) => JSON.stringify(before[field]) !== JSON.stringify(version[field]),
  ).map((field) =>
    typeof before[field] === "string" && field !== "fingerprint"
      ? `${field} (decía ${before[field]})`
      : field,
  );
}

/** The line of a sealed version whose text or entry is not as sealed, if any. */
function brokenSeal(version: LegalVersion, document: LegalDocumentId, nit: string, env: Env) {
  const file = recordFile(nit, env);
  const text = snapshotFile(nit, document, version.effectiveAt, env);
  const label = `la versión de /${document} vigente desde el ${version.effectiveAt}`;
  let archived: string;
  try {
    archived = textHash(readSnapshot(nit, document, version.effectiveAt, env));
  } catch (error) {
    if (!(error instanceof LegalVersionError)) throw error;
    return `  - ${error.message.replaceAll("\n", "\n    ")}`;
  }
  if (archived !== version.text) {
    const head = committedJson(text);
    const restore =
      head !== undefined && textHash(head) === version.text
        ? `git checkout HEAD -- ${shownPath(text)}`
        : `git log -p -- ${shownPath(text)} muestra cada cambio`;
    return `  - ${shownPath(text)}: el texto de ${label} no es el que se registró: se editó a mano, y /${document}/${version.effectiveAt} publicaría lo editado. Un texto publicado no cambia: déjelo como se registró (${restore})`;
  }
  if (version.seal === sealOf(version, archived)) return undefined;
  const fields = editedFields(version, file, document);
  const what =
    fields.length > 0
      ? fields.join(", ")
      : "una fecha, su huella (fingerprint) o las de sus secciones";
  const restore =
    fields.length > 0
      ? `git checkout HEAD -- ${shownPath(file)}`
      : `git log -p -- ${shownPath(file)} muestra cada cambio`;
  return `  - ${shownPath(file)}: ${label} no es como la registró npm run legal:version: se editó a mano (${what}). Déjela como estaba (${restore}) y registre con ese comando lo que haya cambiado`;
}

/**
 * Every seal problem of `record`, and the dates of the versions found deleted (their orphan texts
 * are not reported again).
 */
export function sealProblems(
  record: LegalRecord,
  nit: string,
  env: Env,
  flagged: ReadonlySet<string>,
) {
  const lines: string[] = [];
  const deleted = new Set<string>();
  const unsealed: string[] = [];
  for (const document of LEGAL_DOCUMENTS) {
    const versions = record[document];
    const dates = versions.map((version) => version.effectiveAt);
    versions.forEach((version, index) => {
      if (!isSealed(version)) {
        unsealed.push(`/${document} del ${version.effectiveAt}`);
        return;
      }
      const previous = version.previous ?? null;
      if (previous !== null && previous !== dates[index - 1] && !dates.includes(previous)) {
        deleted.add(`${document}/${previous}`);
        lines.push(deletedBefore(version, previous, document, nit, env));
      }
      if (flagged.has(`${document}/${version.effectiveAt}`)) return;
      const broken = brokenSeal(version, document, nit, env);
      if (broken) lines.push(broken);
    });
  }
  if (unsealed.length > 0) {
    const [which, have, wrote, them] =
      unsealed.length === 1
        ? ["la versión", "no tiene", "la escribió", "Séllela"]
        : ["las versiones", "no tienen", "las escribió", "Séllelas"];
    lines.push(
      `  - ${shownPath(recordFile(nit, env))}: ${which} ${unsealed.join(", ")} ${have} sello (previous, text y seal), con el que cada compilación comprueba que nadie editó a mano sus fechas ni su texto publicado: ${wrote} una versión anterior de npm run legal:version. ${them}: ${recordCommand("--sellar", env[COMPANY_DIR_ENV])} (antes de sellar, comprueba cada texto contra su huella)`,
    );
  }
  return { lines, deleted };
}
