// @vitest-environment node
/**
 * A record of legal versions edited or deleted by hand (scripts/legal-record-check.ts): a version
 * dated before the text it describes, a version's text deleted, a version deleted from the record,
 * the record deleted (its texts left, or only git remembering it), each run through the build's
 * first step (scripts/config-check-run.ts) in a normal and in a release build: refused with what
 * happened, never the "register it today" a new company gets.
 */
import { execFileSync } from "node:child_process";
import { readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { addDays, type LegalRecord } from "../src/config/legal-versions.ts";
import { check, company, folderWithout, release } from "./config-check-run.ts";

const NIT = String(company.nit);
const versionsOf = (dir: string) => path.join(dir, "legal-versions", NIT);
const recordOf = (dir: string) => path.join(versionsOf(dir), "record.json");
const read = (dir: string) => JSON.parse(readFileSync(recordOf(dir), "utf8")) as LegalRecord;
const write = (dir: string, record: LegalRecord) =>
  writeFileSync(recordOf(dir), JSON.stringify(record));
const committedRecord = read(folderWithout().SITE_COMPANY_DIR ?? "");
const latest = committedRecord["privacy-policy"].at(-1) ?? { effectiveAt: "", updatedAt: "" };
const first = committedRecord["terms-of-service"][0] ?? { effectiveAt: "" };
const dayBefore = addDays(latest.effectiveAt, -1);
const backdated = addDays(latest.updatedAt, -1);

function git(dir: string, ...args: string[]) {
  const author = ["-c", "user.name=Prueba", "-c", "user.email=prueba@example.com"];
  execFileSync("git", [...author, ...args], { cwd: dir, stdio: "ignore" });
}
function committedFolder(dir: string) {
  git(dir, "init", "-q");
  git(dir, "add", ".");
  git(dir, "commit", "-qm", "Datos de la empresa");
}

/** [what, how the folder is changed, what the line says] */
const cases: [string, (dir: string) => void, (dir: string) => string][] = [
  [
    "a version dated before its text was written",
    (dir) => {
      const record = read(dir);
      Object.assign(record["privacy-policy"].at(-1) ?? {}, { effectiveAt: backdated });
      write(dir, record);
    },
    (dir) =>
      `${recordOf(dir)}: la versión de /privacy-policy vigente desde el ${backdated} dice que su texto se actualizó después, el ${latest.updatedAt}: está fechada antes del texto que describe`,
  ],
  [
    "a version and its text moved to an earlier date",
    (dir) => {
      const record = read(dir);
      const version = record["privacy-policy"].at(-1) ?? latest;
      Object.assign(version, {
        effectiveAt: dayBefore,
        updatedAt: [version.updatedAt, dayBefore].sort()[0],
      });
      write(dir, record);
      const texts = path.join(versionsOf(dir), "privacy-policy");
      renameSync(
        path.join(texts, `${latest.effectiveAt}.json`),
        path.join(texts, `${dayBefore}.json`),
      );
    },
    (dir) =>
      `${recordOf(dir)}: la versión de /privacy-policy vigente desde el ${dayBefore} no es la fecha de su texto (${path.join(versionsOf(dir), "privacy-policy", `${dayBefore}.json`)}), que dice otra fecha de entrada en vigencia`,
  ],
  [
    "the text of a version deleted",
    (dir) => rmSync(path.join(versionsOf(dir), "terms-of-service", `${first.effectiveAt}.json`)),
    (dir) =>
      `${path.join(versionsOf(dir), "terms-of-service", `${first.effectiveAt}.json`)}: falta el texto de la versión de /terms-of-service vigente desde el ${first.effectiveAt}: se borró`,
  ],
  [
    // An earlier one is named by the version after it (config-legal-seals.test.ts).
    "the newest version deleted from the record",
    (dir) => {
      const record = read(dir);
      record["privacy-policy"].pop();
      write(dir, record);
    },
    (dir) =>
      `${path.join(versionsOf(dir), "privacy-policy", `${latest.effectiveAt}.json`)}: es el texto de una versión publicada que el registro ya no lista: la versión se borró del registro`,
  ],
  [
    "the record deleted, its texts left",
    (dir) => rmSync(recordOf(dir)),
    (dir) =>
      `${recordOf(dir)}: falta, pero quedan los textos de ${Object.values(committedRecord).flat().length} versiones publicadas`,
  ],
  [
    "the record's folder deleted, git having it",
    (dir) => {
      committedFolder(dir);
      rmSync(path.join(dir, "legal-versions"), { recursive: true });
    },
    (dir) =>
      `${versionsOf(dir)}: el registro de versiones de los textos legales de este NIT se borró (git lo tiene). Recupérelo: git checkout HEAD -- ${versionsOf(dir)}/`,
  ],
  [
    "the record's folder deleted in a commit",
    (dir) => {
      committedFolder(dir);
      git(dir, "rm", "-rq", "legal-versions");
      git(dir, "commit", "-qm", "Sin registro");
    },
    (dir) =>
      `${versionsOf(dir)}: el registro de versiones de los textos legales de este NIT se borró (git lo tiene). Recupérelo: git checkout `,
  ],
];

describe("a record of legal versions edited or deleted by hand", () => {
  for (const [mode, base] of [
    ["a normal build", {}],
    ["a release build", release],
  ] as const) {
    it.each(cases)(`refuses %s in ${mode}`, async (_, change, line) => {
      const { SITE_COMPANY_DIR: dir = "" } = folderWithout();
      change(dir);
      const { status, output } = await check({ ...base, SITE_COMPANY_DIR: dir });
      expect(status).toBe(1);
      expect(output).toContain(`  - ${line(dir)}`);
      expect(output).not.toContain("no tiene ninguna versión registrada");
    });
  }

  it("lets a company that never recorded a version preview, and asks its release to", async () => {
    const env = folderWithout("legal-versions");
    expect(await check(env)).toEqual({ status: 0, output: "" });
    const { status, output } = await check({ ...release, ...env });
    expect(status).toBe(1);
    expect(output).toContain("no tiene ninguna versión registrada");
  }, 20_000);
});
