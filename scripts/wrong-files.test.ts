/**
 * A company file that cannot be read or breaks its schema, and any wrong value, end the build's
 * first step in the listed message, never a stack trace, in a preview and in a release alike.
 * While a value or a file is wrong the legal texts are not judged (they print the data, with the
 * example's in place of the wrong ones): one line says they will be, whatever the wrong value is.
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { LEGAL_LATER } from "./company-check.ts";
import { check, companyFolder, folderWithout, release } from "./config-check-run.ts";

const STACK_FRAME = /^\s+at /m;
const modes = [
  ["a preview", {}],
  ["a release", release],
] as const;

/** The second company's folder with `edit` applied to the text of one of its files. */
function folderEditing(file: string, edit: (text: string) => string): string {
  const { SITE_COMPANY_DIR: dir = "" } = folderWithout();
  const target = path.join(dir, file);
  writeFileSync(target, edit(readFileSync(target, "utf8")));
  return dir;
}

/** A trailing comma after the company's name, as a hand edit leaves it. */
const trailingComma = (text: string) => text.replace(/("companyName":\s*"[^"]*",)/, "$1,");

describe("a company file that is not JSON or breaks its schema", () => {
  it.each(modes)(
    "company.json with a trailing comma, in %s: one line with where",
    async (_, mode) => {
      const dir = folderEditing("company.json", trailingComma);
      const { status, output } = await check({ ...mode, SITE_COMPANY_DIR: dir });
      expect(status).toBe(1);
      expect(output).toMatch(
        new RegExp(`- ${dir}/company\\.json: no es JSON válido \\(línea \\d+, columna \\d+\\): `),
      );
      expect(output).not.toMatch(STACK_FRAME);
      // Nothing is said about the values the file may give once it can be read.
      expect(output).not.toContain("brandColor");
      expect(output).not.toContain("falta: se publicaría");
    },
  );

  it.each(modes)("proof.json with a misspelt field, in %s: the field, listed", async (_, mode) => {
    const dir = folderEditing("proof.json", (text) => text.replace('"references"', '"refernces"'));
    const { status, output } = await check({ ...mode, SITE_COMPANY_DIR: dir });
    expect(status).toBe(1);
    expect(output).toContain(`Pruebas sociales (${dir}/proof.json, docs/proof.md):`);
    expect(output).toContain("- (raíz): campo desconocido: refernces");
    expect(output).not.toMatch(STACK_FRAME);
  });

  it.each(modes)("proof.json that is not JSON, in %s: one line", async (_, mode) => {
    const dir = folderEditing("proof.json", (text) => text.replace("[", "[,"));
    const { status, output } = await check({ ...mode, SITE_COMPANY_DIR: dir });
    expect(status).toBe(1);
    expect(output).toContain(`- ${dir}/proof.json: no es JSON válido`);
    expect(output).not.toMatch(STACK_FRAME);
  });

  it("a logo.svg that cannot be read as a file: one line", async () => {
    const { SITE_COMPANY_DIR: dir = "" } = folderWithout("logo.svg");
    mkdirSync(path.join(dir, "logo.svg"));
    const { status, output } = await check({ SITE_COMPANY_DIR: dir });
    expect(status).toBe(1);
    expect(output).toContain(`${dir}/logo.svg: no se puede leer como archivo (EISDIR)`);
    expect(output).not.toMatch(STACK_FRAME);
  });
});

describe("the legal texts of a release while a value is wrong", () => {
  it.each<[string, (data: Record<string, unknown>) => void, string]>([
    ["a wrong NIT check digit", (data) => void (data.nit = "901.234.567-1"), "nit (SITE_NIT)"],
    [
      "a misspelt field",
      (data) => void (data.compnyName = data.companyName),
      "compnyName: no es un campo",
    ],
    [
      "a day that does not exist",
      (data) =>
        void (data.officeHours = [
          { from: "lunez", to: "viernes", opens: "08:00", closes: "18:00" },
        ]),
      'officeHours[0].from = "lunez"',
    ],
    ["a legal name without its type", (data) => void (data.legalName = "Andina"), "legalName"],
    [
      "a phone that is not the one its links dial",
      (data) => void (data.phoneDisplay = "+57 300 000 0001"),
      "phoneDisplay (SITE_PHONE_DISPLAY)",
    ],
  ])("%s: are not judged, and one line says when they will be", async (_, change, named) => {
    const { status, output } = await check({ ...release, SITE_COMPANY_DIR: companyFolder(change) });
    expect(status).toBe(1);
    expect(output).toContain(named);
    expect(output).toContain(LEGAL_LATER);
    expect(output.split(LEGAL_LATER)).toHaveLength(2);
    expect(output).not.toContain("Textos legales (");
    expect(output).not.toContain("registro de la empresa de ejemplo");
    expect(output).not.toContain("el texto cambió");
    expect(output).toMatch(/^Compilación de publicación \(npm run build:release\): 1 cosa /m);
  });

  it("a proof file that breaks its schema: the same line, the texts not rendered", async () => {
    const dir = folderEditing("proof.json", (text) => text.replace('"references"', '"refernces"'));
    const { output } = await check({ ...release, SITE_COMPANY_DIR: dir });
    expect(output).toContain(LEGAL_LATER);
    expect(output).not.toContain("Textos legales (");
  });
});
