/**
 * A company's first try at a release, from a folder it has only partly filled: one run of the
 * build's first step lists every problem together (variables, values left out or still examples,
 * a provider without its country, example proof, unrecorded legal texts), so staff fix them all
 * in one round. The legal texts print the company's data, so they are judged once no value is
 * wrong; until then one line says they will be.
 */
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { nitCheckDigit } from "../src/config/legal-fields.ts";
import { LEGAL_LATER } from "./company-check.ts";
import { check, companyFolder, release } from "./config-check-run.ts";

const nit = `901.555.123-${nitCheckDigit("901555123")}`;

/** The second company's folder with example values left, an example reference and a new NIT. */
function incompleteFolder(change: (data: Record<string, unknown>) => void = () => {}) {
  const dir = companyFolder((data) => {
    data.nit = nit;
    data.email = "hola@example.com";
    delete data.officeHours;
    delete (data.figures as Record<string, unknown>).projects;
    change(data);
  });
  const proofFile = path.join(dir, "proof.json");
  const proof = JSON.parse(readFileSync(proofFile, "utf8")) as {
    references: { laboratory: string; example?: boolean }[];
  };
  const reference = proof.references[0] ?? { laboratory: "" };
  reference.example = true;
  writeFileSync(proofFile, JSON.stringify(proof));
  return { dir, proofFile, laboratory: reference.laboratory };
}

describe("a release of an incomplete company", () => {
  it("lists every problem in one run, each saying what to do", async () => {
    const { dir, proofFile, laboratory } = incompleteFolder();
    const { status, output } = await check({
      ...release,
      SITE_COMPANY_DIR: dir,
      SITE_PROOF_FILE: "",
      SITE_COMPANYNAME: "Andina",
    });
    expect(status).toBe(1);
    for (const line of [
      'SITE_PROOF_FILE = "": ya no se usa: las pruebas sociales y el precio están en proof.json',
      'SITE_COMPANYNAME = "Andina": no es una variable de la configuración del sitio; quítela o corrija su nombre. ¿Quiso decir companyName (SITE_COMPANY_NAME)?',
      'email (SITE_EMAIL) = "hola@example.com": es un valor de ejemplo; ponga el de la empresa',
      `officeHours: falta: se publicaría el del ejemplo`,
      `figures.projects.value (SITE_FIGURE_PROJECTS): falta: se publicaría el del ejemplo, "50+"; ponga el de la empresa en ${dir}/company.json, aunque coincida, o retire la cifra`,
      `la referencia «${laboratory}» (${proofFile}, references[0]): es un ejemplo; ponga el dato real de la empresa o quite la entrada`,
      `Política de Privacidad (/privacy-policy): no tiene ninguna versión registrada.`,
      `Términos y Condiciones (/terms-of-service): no tiene ninguna versión registrada.`,
      `SITE_COMPANY_DIR=${dir} npm run legal:version -- --vigencia `,
      "regístrelos al final, con los datos de arriba ya completos",
    ])
      expect(output).toContain(line);
    expect(output).toMatch(
      /^Compilación de publicación \(npm run build:release\): \d+ cosas que corregir/m,
    );
    expect(output).not.toMatch(/^\s+at /m);
  }, 30_000);

  it("with a wrong value too, lists it with the rest and leaves the legal texts for later", async () => {
    const { dir, laboratory } = incompleteFolder((data) => {
      data.compnyName = data.companyName;
      (data.providers as Record<string, unknown>).mail = { name: "Correo Andino S.A.S." };
    });
    const { status, output } = await check({ ...release, SITE_COMPANY_DIR: dir });
    expect(status).toBe(1);
    for (const line of [
      "providers.mail.country (SITE_MAIL_COUNTRY): falta; un proveedor se da con su nombre (name) y su país (country)",
      "compnyName: no es un campo de company.json; quítelo. ¿Quiso decir companyName?",
      'email (SITE_EMAIL) = "hola@example.com": es un valor de ejemplo; ponga el de la empresa',
      `la referencia «${laboratory}»`,
      LEGAL_LATER,
    ])
      expect(output).toContain(line);
    // Each problem once: the provider without its country is not reported again as an example.
    expect(output.match(/providers\.mail\.country/g)).toHaveLength(1);
    expect(output).not.toContain("Textos legales (");
    expect(output).not.toContain("legal:version");
  }, 30_000);
});
