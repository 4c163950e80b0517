/**
 * `npm run legal:version -- --sellar` (scripts/legal-version.ts): seals the versions of the
 * company's record that have no seal (src/config/legal-record-seal.ts), so the build can check
 * them from then on: versions recorded before seals existed, or a latest version whose seal was
 * removed because its fingerprint was rewritten after a change of how the fingerprint reads a
 * text (docs/decisions/0014-legal-versions.md). A version is sealed only when its archived text,
 * read as the command reads a text, gives the fingerprint and the section hashes it records: a
 * text edited by hand is refused, naming its parts, never sealed as it is. Sealed versions are
 * left as they are.
 */
import { changedParts, LEGAL_DOCUMENTS, type LegalRecord } from "../src/config/legal-versions.ts";
import {
  readSnapshot,
  shownPath,
  snapshotFile,
  writeRecord,
} from "../src/config/legal-versions-file.ts";
import { isSealed, sealed } from "../src/config/legal-record-seal.ts";
import { isDataError } from "../src/config/or-exit.ts";
import { formatJsonFiles } from "./json-format.ts";
import type { loadLegalDocuments } from "./legal-versions.ts";

type Documents = Awaited<ReturnType<typeof loadLegalDocuments>>;

/** `record` with every unsealed version sealed, the versions sealed, and those refused. */
export function sealUnsealed(documents: Documents, record: LegalRecord, nit: string) {
  const done: string[] = [];
  const problems: string[] = [];
  const next = { ...record };
  for (const document of LEGAL_DOCUMENTS) {
    next[document] = record[document].map((version, index) => {
      if (isSealed(version)) return version;
      const label = `/${document} del ${version.effectiveAt}`;
      const text = shownPath(snapshotFile(nit, document, version.effectiveAt));
      try {
        const state = documents.archivedTextState(document, version.effectiveAt);
        const parts = changedParts(version, state);
        if (state.fingerprint !== version.fingerprint || parts.length > 0) {
          const which = parts.length > 0 ? ` (difiere: ${parts.join("; ")})` : "";
          problems.push(
            `  - ${text}: no da la huella que el registro guarda para la versión ${label}${which}: se editó a mano, o la empresa cambió desde entonces un dato que el texto imprime (un teléfono, un correo, el nombre comercial). Recupere el texto de git (git log -p -- ${text}), o selle con los datos de entonces (con las variables SITE_* de esos campos)`,
          );
          return version;
        }
        const snapshot = readSnapshot(nit, document, version.effectiveAt);
        done.push(label);
        return sealed(version, snapshot, record[document][index - 1]?.effectiveAt ?? null);
      } catch (error) {
        if (!isDataError(error)) throw error;
        problems.push(`  - ${error.message.replaceAll("\n", "\n    ")}`);
        return version;
      }
    });
  }
  return { record: next, done, problems };
}

/** The command's --sellar for `company` (how it names the company): its exit status and output. */
export async function sealCommand(
  documents: Documents,
  record: LegalRecord,
  nit: string,
  company: string,
): Promise<{ status: 0 | 1; output: string }> {
  const { record: next, done, problems } = sealUnsealed(documents, record, nit);
  if (problems.length > 0)
    return {
      status: 1,
      output: `\nNo se selló ninguna versión de ${company}:\n${problems.join("\n")}\n`,
    };
  if (done.length === 0)
    return { status: 0, output: `Todas las versiones de ${company} ya tienen su sello.` };
  const file = writeRecord(nit, next);
  await formatJsonFiles([file]);
  return {
    status: 0,
    output: `Selladas las versiones ${done.join(", ")} de ${company}.\nConfirme en git: ${file}.`,
  };
}
