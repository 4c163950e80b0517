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
import { execFileSync } from "node:child_process";
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
  snapshotFile,
} from "../src/config/legal-versions-file.ts";
import { formatLegalDate } from "../src/lib/format-date.ts";

type Env = Record<string, string | undefined>;

/** A path as a message shows it: from the repository, or whole when the folder is elsewhere. */
function shown(file: string): string {
  const relative = path.relative(process.cwd(), file);
  return relative.startsWith("..") ? file : relative;
}

/** The command that restores `target` from git, if git knows it was deleted. */
function gitRestore(target: string): string | undefined {
  let dir = path.dirname(target);
  while (!existsSync(dir)) dir = path.dirname(dir);
  const git = (...args: string[]) => {
    try {
      return execFileSync("git", args, { cwd: dir, encoding: "utf8", stdio: "pipe" }).trim();
    } catch {
      return undefined;
    }
  };
  const top = git("rev-parse", "--show-toplevel");
  if (top === undefined) return undefined;
  const inRepo = path.relative(top, target);
  if (git("cat-file", "-e", `HEAD:${inRepo}`) !== undefined)
    return `git checkout HEAD -- ${shown(target)}`;
  const commit = git("log", "-1", "--format=%h", "--diff-filter=D", "--", inRepo);
  return commit ? `git checkout ${commit}^ -- ${shown(target)}` : undefined;
}

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

/** Every version of `document` that is not as the command wrote it, and every orphan text. */
function documentProblems(record: LegalRecord, document: LegalDocumentId, nit: string, env: Env) {
  const versions = record[document];
  const file = shown(recordFile(nit, env));
  const byHand = `El registro se editó a mano: déjelo como lo escribió npm run legal:version (git log -p -- ${file} muestra cada cambio) y registre con ese comando lo que haya cambiado`;
  const lines: string[] = [];
  versions.forEach(({ effectiveAt, updatedAt }, index) => {
    const version = `la versión de /${document} vigente desde el ${effectiveAt}`;
    const previous = versions[index - 1]?.effectiveAt;
    if (updatedAt > effectiveAt)
      lines.push(
        `  - ${file}: ${version} dice que su texto se actualizó después, el ${updatedAt}: está fechada antes del texto que describe, que no pudo regir antes de escribirse. ${byHand}`,
      );
    if (previous && effectiveAt <= previous)
      lines.push(
        `  - ${file}: ${version} no es posterior a la anterior (del ${previous}): las versiones están fuera de orden. ${byHand}`,
      );
    const text = snapshotFile(nit, document, effectiveAt, env);
    if (!existsSync(text)) {
      lines.push(
        `  - ${shown(text)}: falta el texto de ${version}: se borró. Recupérelo (${gitRestore(text) ?? "del historial de git"}); con él se publica la página de esa versión`,
      );
      return;
    }
    let words: string;
    try {
      words = readText(shown(text));
    } catch (error) {
      if (!(error instanceof CompanyFolderError)) throw error;
      lines.push(`  - ${error.message}`);
      return;
    }
    if (!words.includes(formatLegalDate(effectiveAt)))
      lines.push(
        `  - ${file}: ${version} no es la fecha de su texto (${shown(text)}), que dice otra fecha de entrada en vigencia: el registro la fecha distinto del texto que describe. ${byHand}`,
      );
  });
  const listed = new Set(versions.map((version) => `${version.effectiveAt}.json`));
  for (const name of textsIn(path.dirname(recordFile(nit, env)), document))
    if (!listed.has(name))
      lines.push(
        `  - ${shown(path.join(path.dirname(recordFile(nit, env)), document, name))}: es el texto de una versión publicada que el registro ya no lista: la versión se borró del registro. ${byHand}`,
      );
  return lines;
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
  return LEGAL_DOCUMENTS.flatMap((document) => documentProblems(record, document, nit, env));
}
