// @vitest-environment node
/**
 * Hand edits the seals of the record of legal versions reveal (src/config/legal-record-seal.ts,
 * scripts/legal-record-seals.ts): an archived text edited, a fingerprint or an update date
 * changed, the oldest version deleted with its text, a version without seal, each run through the
 * build's first step (scripts/config-check-run.ts) in a normal and in a release build: refused
 * with what happened and how git undoes it, never published and never "register it today".
 */
import { execFileSync } from "node:child_process";
import { readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import type { LegalRecord } from "../src/config/legal-versions.ts";
import { check, company, folderWithout, release } from "./config-check-run.ts";

const NIT = String(company.nit);
const versionsOf = (dir: string) => path.join(dir, "legal-versions", NIT);
const recordOf = (dir: string) => path.join(versionsOf(dir), "record.json");
const textOf = (dir: string, document: string, date: string) =>
  path.join(versionsOf(dir), document, `${date}.json`);
const read = (dir: string) => JSON.parse(readFileSync(recordOf(dir), "utf8")) as LegalRecord;
const write = (dir: string, record: LegalRecord) =>
  writeFileSync(recordOf(dir), JSON.stringify(record, null, 2));
const committed = read(folderWithout().SITE_COMPANY_DIR ?? "");
const [oldest, newest] = committed["privacy-policy"];
const [firstTerms, nextTerms] = committed["terms-of-service"];
if (!oldest || !newest || !firstTerms || !nextTerms) throw new Error("two versions each expected");

function git(dir: string, ...args: string[]) {
  const author = ["-c", "user.name=Prueba", "-c", "user.email=prueba@example.com"];
  return execFileSync("git", [...author, ...args], { cwd: dir, encoding: "utf8" }).trim();
}
/** The folder as a committed git repository, as a company keeps it. */
function committedFolder(dir: string) {
  git(dir, "init", "-q");
  git(dir, "add", ".");
  git(dir, "commit", "-qm", "Datos de la empresa");
}

/** The oldest privacy policy's archived text with a sentence added to its introduction. */
function editOldestText(dir: string) {
  const file = textOf(dir, "privacy-policy", oldest?.effectiveAt ?? "");
  const text = JSON.parse(readFileSync(file, "utf8")) as { intro: string };
  text.intro += " TEXTO INSERTADO A MANO.";
  writeFileSync(file, JSON.stringify(text, null, 2));
}

/** Changes `field` of the privacy policy's version `index` in the record. */
function editVersion(
  dir: string,
  index: number,
  field: "fingerprint" | "updatedAt",
  value: string,
) {
  const record = read(dir);
  Object.assign(record["privacy-policy"][index] ?? {}, { [field]: value });
  write(dir, record);
}

/** The oldest terms deleted from the record, with their text. */
function deleteOldestTerms(dir: string) {
  const record = read(dir);
  record["terms-of-service"].shift();
  write(dir, record);
  rmSync(textOf(dir, "terms-of-service", firstTerms?.effectiveAt ?? ""));
}

const edited = `el texto de la versión de /privacy-policy vigente desde el ${oldest.effectiveAt} no es el que se registró: se editó a mano, y /privacy-policy/${oldest.effectiveAt} publicaría lo editado`;
const entry = (date: string) =>
  `la versión de /privacy-policy vigente desde el ${date} no es como la registró npm run legal:version: se editó a mano`;
const deleted = `falta la versión de /terms-of-service vigente desde el ${firstTerms.effectiveAt}, la anterior a la del ${nextTerms.effectiveAt}: se borró a mano del registro, con su texto. Recupérela (`;

/** [what, how the folder is changed, what the line says] */
const cases: [string, (dir: string) => void, (dir: string) => string][] = [
  [
    "an archived text edited",
    editOldestText,
    (dir) => `${textOf(dir, "privacy-policy", oldest.effectiveAt)}: ${edited}`,
  ],
  [
    "an archived text edited in a committed folder",
    (dir) => {
      committedFolder(dir);
      editOldestText(dir);
    },
    (dir) =>
      `${edited}. Un texto publicado no cambia: déjelo como se registró (git checkout HEAD -- ${textOf(dir, "privacy-policy", oldest.effectiveAt)})`,
  ],
  [
    "a fingerprint changed",
    (dir) => editVersion(dir, 1, "fingerprint", "0".repeat(64)),
    (dir) => `${recordOf(dir)}: ${entry(newest.effectiveAt)} (una fecha, su huella`,
  ],
  [
    "a fingerprint changed in a committed folder",
    (dir) => {
      committedFolder(dir);
      editVersion(dir, 1, "fingerprint", "0".repeat(64));
    },
    (dir) =>
      `${entry(newest.effectiveAt)} (fingerprint). Déjela como estaba (git checkout HEAD -- ${recordOf(dir)})`,
  ],
  [
    "an update date moved earlier in a committed folder",
    (dir) => {
      committedFolder(dir);
      editVersion(dir, 0, "updatedAt", "2026-01-02");
    },
    () => `${entry(oldest.effectiveAt)} (updatedAt (decía ${oldest.updatedAt}))`,
  ],
  [
    "the oldest version deleted with its text",
    deleteOldestTerms,
    (dir) => `${recordOf(dir)}: ${deleted}del historial de git o de una copia)`,
  ],
  [
    "the oldest version deleted with its text, not yet committed",
    (dir) => {
      committedFolder(dir);
      deleteOldestTerms(dir);
    },
    (dir) =>
      `${deleted}git checkout HEAD -- ${recordOf(dir)} ${textOf(dir, "terms-of-service", firstTerms.effectiveAt)}); registrarla de nuevo la fecharía hoy`,
  ],
  [
    "the oldest version deleted with its text in a commit",
    (dir) => {
      committedFolder(dir);
      deleteOldestTerms(dir);
      git(dir, "commit", "-qam", "Sin la versión antigua");
    },
    (dir) =>
      `${deleted}git checkout ${git(dir, "rev-parse", "--short", "HEAD")}^ -- ${textOf(dir, "terms-of-service", firstTerms.effectiveAt)} recupera su texto`,
  ],
  [
    "the oldest version deleted from the record, its text left",
    (dir) => {
      const record = read(dir);
      record["terms-of-service"].shift();
      write(dir, record);
    },
    (dir) =>
      `${recordOf(dir)}: falta la versión de /terms-of-service vigente desde el ${firstTerms.effectiveAt}, la anterior a la del ${nextTerms.effectiveAt}: se borró a mano del registro. Recupérela`,
  ],
  [
    "a version without its seal",
    (dir) => {
      const record = read(dir);
      Reflect.deleteProperty(record["privacy-policy"][0] ?? {}, "seal");
      write(dir, record);
    },
    (dir) =>
      `${recordOf(dir)}: la versión /privacy-policy del ${oldest.effectiveAt} no tiene sello (previous, text y seal), con el que cada compilación comprueba que nadie editó a mano sus fechas ni su texto publicado: la escribió una versión anterior de npm run legal:version. Séllela: SITE_COMPANY_DIR=${dir} npm run legal:version -- --sellar`,
  ],
];

describe("a record of legal versions whose seals show a hand edit", () => {
  for (const [mode, base] of [
    ["a normal build", {}],
    ["a release build", release],
  ] as const) {
    it.each(cases)(`refuses %s in ${mode}`, async (_, change, line) => {
      const { SITE_COMPANY_DIR: dir = "" } = folderWithout();
      change(dir);
      const { status, output } = await check({ ...base, SITE_COMPANY_DIR: dir });
      expect(status).toBe(1);
      expect(output).toContain(line(dir));
      expect(output.match(/^ {2}- /gm), "one line for one edit").toHaveLength(1);
      expect(output).not.toContain("Regístrela para que rija desde hoy");
      expect(output).not.toContain("es el texto de una versión publicada que el registro ya no");
    });
  }
});
