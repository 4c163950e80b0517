/**
 * Whether the record of legal versions a build reads (src/config/legal-versions-file.ts) is still
 * the one `npm run legal:version` wrote. A record edited or deleted by hand builds pages that
 * date their texts wrongly, and without this check the release would only say "register it
 * today", which would declare in force from today texts that govern from earlier. So every build,
 * preview or release, refuses in its first step (config-check.ts): a version dated before the
 * text it describes (updated after it took effect, or dated otherwise than its own text says:
 * the text states its effective date, as Decreto 1377 de 2013 art. 13 requires), versions out of
 * order, a version whose text file is gone, a text file whose version is gone, and a record gone
 * while its texts, or git, say it existed. A company that never recorded a version passes: its
 * first release asks it to.
 */
import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { CompanyFolderError, readText } from "../src/config/company-folder.ts";
import {
  LEGAL_DOCUMENTS,
  LegalVersionError,
  type LegalDocumentId,
  type LegalRecord,
} from "../src/config/legal-versions.ts";
import {
  exampleRecordDir,
  ownRecordDir,
  readRecord,
  recordFile,
  shownPath as shown,
  snapshotFile,
} from "../src/config/legal-versions-file.ts";
import { formatLegalDate } from "../src/lib/format-date.ts";
import { gitRestore } from "./legal-record-git.ts";
import { sealProblems } from "./legal-record-seals.ts";

type Env = Record<string, string | undefined>;

/** The text files kept for `document` in `dir`, by name ("2026-10-01.json"). */
function textsIn(dir: string, document: string): string[] {
  const folder = path.join(dir, document);
  return existsSync(folder) ? readdirSync(folder).filter((name) => name.endsWith(".json")) : [];
}

/** A record that is gone: its texts are left, or git says it was there. */
function goneRecord(nit: string, env: Env): string[] {
  const file = recordFile(nit, env);
  const dir = path.dirname(file);
  const texts = LEGAL_DOCUMENTS.flatMap((document) =>
    textsIn(dir, document).map((name) => `${document}/${name}`),
  );
  const never =
    "; registrarlos de nuevo los fecharía hoy, aunque rigen desde antes, y dejaría sin publicar sus versiones anteriores";
  if (texts.length > 0) {
    const restore = gitRestore(file) ?? "del historial de git o de una copia";
    return [
      `  - ${shown(file)}: falta, pero quedan los textos de ${texts.length} versiones publicadas (${texts.join(", ")}): el registro se borró. Recupérelo (${restore})${never}`,
    ];
  }
  for (const candidate of new Set([ownRecordDir(nit, env), exampleRecordDir(nit)])) {
    const restore = gitRestore(path.join(candidate, "record.json"));
    if (restore)
      return [
        `  - ${shown(candidate)}: el registro de versiones de los textos legales de este NIT se borró (git lo tiene). Recupérelo: ${restore.replace(/record\.json$/, "")}${never}`,
      ];
  }
  return [];
}

/** The line that tells how to leave a record edited by hand. */
function byHand(nit: string, env: Env): string {
  const file = shown(recordFile(nit, env));
  return `El registro se editó a mano: déjelo como lo escribió npm run legal:version (git log -p -- ${file} muestra cada cambio) y registre con ese comando lo que haya cambiado`;
}

/**
 * Every version of `document` whose dates break the rules the command keeps or whose text is
 * gone; `flagged` gets each of them ("privacy-policy/2026-10-01"), whose seal is not judged again.
 */
function datedProblems(
  record: LegalRecord,
  document: LegalDocumentId,
  nit: string,
  env: Env,
  flagged: Set<string>,
) {
  const versions = record[document];
  const file = shown(recordFile(nit, env));
  const lines: string[] = [];
  const push = (date: string, line: string) => {
    flagged.add(`${document}/${date}`);
    lines.push(line);
  };
  versions.forEach(({ effectiveAt, updatedAt }, index) => {
    const version = `la versión de /${document} vigente desde el ${effectiveAt}`;
    const previous = versions[index - 1]?.effectiveAt;
    if (updatedAt > effectiveAt)
      push(
        effectiveAt,
        `  - ${file}: ${version} dice que su texto se actualizó después, el ${updatedAt}: está fechada antes del texto que describe, que no pudo regir antes de escribirse. ${byHand(nit, env)}`,
      );
    if (previous && effectiveAt <= previous)
      push(
        effectiveAt,
        `  - ${file}: ${version} no es posterior a la anterior (del ${previous}): las versiones están fuera de orden. ${byHand(nit, env)}`,
      );
    const text = shown(snapshotFile(nit, document, effectiveAt, env));
    if (!existsSync(text)) {
      push(
        effectiveAt,
        `  - ${text}: falta el texto de ${version}: se borró. Recupérelo (${gitRestore(text) ?? "del historial de git"}); con él se publica la página de esa versión`,
      );
      return;
    }
    let words: string;
    try {
      words = readText(text);
    } catch (error) {
      if (!(error instanceof CompanyFolderError)) throw error;
      push(effectiveAt, `  - ${error.message}`);
      return;
    }
    if (!words.includes(formatLegalDate(effectiveAt)))
      push(
        effectiveAt,
        `  - ${file}: ${version} no es la fecha de su texto (${text}), que dice otra fecha de entrada en vigencia: el registro la fecha distinto del texto que describe. ${byHand(nit, env)}`,
      );
  });
  return lines;
}

/** Every text of `document` whose version the record no longer lists (unless told `deleted`). */
function orphanTexts(
  record: LegalRecord,
  document: LegalDocumentId,
  nit: string,
  env: Env,
  deleted: ReadonlySet<string>,
) {
  const dir = path.dirname(recordFile(nit, env));
  const listed = new Set(record[document].map((version) => `${version.effectiveAt}.json`));
  return textsIn(dir, document)
    .filter((name) => !listed.has(name) && !deleted.has(`${document}/${name.slice(0, -5)}`))
    .map(
      (name) =>
        `  - ${shown(path.join(dir, document, name))}: es el texto de una versión publicada que el registro ya no lista: la versión se borró del registro. ${byHand(nit, env)}`,
    );
}

/** Every problem of the record of `nit` that `env`'s build reads (none: as the command wrote it). */
export function recordProblems(nit: string, env: Env = process.env): string[] {
  let record: LegalRecord;
  try {
    record = readRecord(nit, env);
  } catch (error) {
    if (!(error instanceof LegalVersionError)) throw error;
    return [`  - ${error.message.replaceAll("\n", "\n    ")}`];
  }
  if (!existsSync(recordFile(nit, env))) return goneRecord(nit, env);
  const flagged = new Set<string>();
  const dated = LEGAL_DOCUMENTS.flatMap((document) =>
    datedProblems(record, document, nit, env, flagged),
  );
  const seals = sealProblems(record, nit, env, flagged);
  const orphans = LEGAL_DOCUMENTS.flatMap((document) =>
    orphanTexts(record, document, nit, env, seals.deleted),
  );
  return [...dated, ...orphans, ...seals.lines];
}
