/**
 * A company's first try at a release, from a folder it has only partly filled: one run of the
 * build's first step lists every problem together (variables, values left out or still examples,
 * a provider without its country, example proof, unrecorded legal texts), so staff fix them all
 * in one round.
 */
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { nitCheckDigit } from "../src/config/legal-fields.ts";
import { check, companyFolder, release } from "./config-check-run.ts";

const nit = `901.555.123-${nitCheckDigit("901555123")}`;

describe("a release of an incomplete company", () => {
  it("lists every problem in one run, each saying what to do", async () => {
    const dir = companyFolder((data) => {
      data.nit = nit;
      data.email = "hola@example.com";
      data.compnyName = data.companyName;
      delete data.officeHours;
      delete (data.figures as Record<string, unknown>).projects;
      (data.providers as Record<string, unknown>).mail = { name: "Correo Andino S.A.S." };
    });
    const proofFile = path.join(dir, "proof.json");
    const proof = JSON.parse(readFileSync(proofFile, "utf8")) as {
      references: { laboratory: string; example?: boolean }[];
    };
    const reference = proof.references[0] ?? { laboratory: "" };
    reference.example = true;
    writeFileSync(proofFile, JSON.stringify(proof));

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
      "providers.mail.country (SITE_MAIL_COUNTRY): falta; un proveedor se da con su nombre (name) y su país (country)",
      "compnyName: no es un campo de company.json; quítelo. ¿Quiso decir companyName?",
      'email (SITE_EMAIL) = "hola@example.com": es un valor de ejemplo; ponga el de la empresa',
      `officeHours: falta: se publicaría el del ejemplo`,
      `figures.projects.value (SITE_FIGURE_PROJECTS): falta: se publicaría el del ejemplo, "50+"; ponga el de la empresa en ${dir}/company.json, aunque coincida, o retire la cifra`,
      `la referencia «${reference.laboratory}» (${proofFile}, references[0]): es un ejemplo; ponga el dato real de la empresa o quite la entrada`,
      `Política de Privacidad (/privacy-policy): no tiene ninguna versión registrada.`,
      `Términos y Condiciones (/terms-of-service): no tiene ninguna versión registrada.`,
      `SITE_COMPANY_DIR=${dir} npm run legal:version -- --vigencia `,
      "regístrelos al final, con los datos de arriba ya corregidos",
    ])
      expect(output).toContain(line);
    expect(output).toMatch(
      /^Compilación de publicación \(npm run build:release\): \d+ cosas que corregir/m,
    );
    // Each problem once: the provider without its country is not reported again as an example.
    expect(output.match(/providers\.mail\.country/g)).toHaveLength(1);
    expect(output).not.toMatch(/^\s+at /m);
  }, 30_000);
});
