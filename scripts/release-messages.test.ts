/**
 * What the first step says to staff setting a company up: one line for a provider given with
 * neither its name nor its country, a NIT's form shown by a neutral pattern (never the example's
 * NIT, which a newcomer would copy), and a warning when company.json's "$schema" does not lead the
 * editor to the schema beside it (a copy of the example's points elsewhere).
 */
import { copyFileSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { exampleValues } from "../src/config/company-data.ts";
import { check, companyFolder, release } from "./config-check-run.ts";

const providers = (data: Record<string, unknown>) => data.providers as Record<string, unknown>;

describe("a provider with neither its name nor its country", () => {
  it("left out of company.json: one line, in a release", async () => {
    const dir = companyFolder((data) => void delete providers(data).mail);
    const { status, output } = await check({ ...release, SITE_COMPANY_DIR: dir });
    expect(status).toBe(1);
    const example = exampleValues();
    expect(output).toContain(
      `- providers.mail (SITE_MAIL_PROVIDER, SITE_MAIL_COUNTRY): falta: se publicaría el del ejemplo, "${String(example.mailProvider)}", en ${String(example.mailCountry)}; ponga el proveedor que trata esos datos por la empresa, con su nombre (name) y su país (country), en ${dir}/company.json`,
    );
    expect(output.match(/providers\.mail/g)).toHaveLength(1);
  });

  it("given empty in company.json: one line, in any build", async () => {
    const dir = companyFolder((data) => void (providers(data).mail = {}));
    const { status, output } = await check({ SITE_COMPANY_DIR: dir });
    expect(status).toBe(1);
    expect(output).toContain(
      "- providers.mail (SITE_MAIL_PROVIDER, SITE_MAIL_COUNTRY): faltan su nombre (name) y su país (country); un proveedor se da con los dos",
    );
    expect(output.match(/providers\.mail/g)).toHaveLength(1);
  });

  it("given without its country: that line alone", async () => {
    const dir = companyFolder((data) => void (providers(data).mail = { name: "Correo Andino" }));
    const { output } = await check({ ...release, SITE_COMPANY_DIR: dir });
    expect(output).toContain(
      "- providers.mail.country (SITE_MAIL_COUNTRY): falta; un proveedor se da con su nombre (name) y su país (country)",
    );
    expect(output.match(/providers\.mail/g)).toHaveLength(1);
  });
});

describe("the NIT's form", () => {
  it("is a neutral pattern, not the example's NIT", async () => {
    const { status, output } = await check({ SITE_NIT: "90012345" });
    expect(status).toBe(1);
    expect(output).toContain(
      'nit (SITE_NIT) = "90012345": debe ser un NIT de 9 dígitos y su dígito de verificación, con la forma 123.456.789-0',
    );
    expect(output).not.toContain(String(exampleValues().nit));
  });
});

describe('company.json\'s "$schema"', () => {
  /** A company folder with the schema beside company.json, as company/ has it. */
  function folderWithSchema(schema: string | undefined): string {
    const dir = companyFolder((data) => {
      if (schema === undefined) delete data.$schema;
      else data.$schema = schema;
    });
    copyFileSync(
      path.resolve("company/company.schema.json"),
      path.join(dir, "company.schema.json"),
    );
    return dir;
  }

  it("copied from the example, warns (without refusing) and says what to write", async () => {
    const example = JSON.parse(
      readFileSync("src/content/example-company/company.json", "utf8"),
    ) as { $schema: string };
    const dir = folderWithSchema(example.$schema);
    for (const mode of [{}, release]) {
      const { status, output } = await check({ ...mode, SITE_COMPANY_DIR: dir });
      expect(status).toBe(0);
      expect(output).toContain(
        `- ${dir}/company.json: "$schema" = ${JSON.stringify(example.$schema)} no lleva al esquema; así su editor no revisa ni completa el archivo. Ponga en su primera línea "$schema": "./company.schema.json"`,
      );
    }
  });

  it("left out, warns too; pointing at the schema beside it, says nothing", async () => {
    const { output } = await check({ SITE_COMPANY_DIR: folderWithSchema(undefined) });
    expect(output).toContain('company.json: "$schema" falta; así su editor no revisa');
    const right = folderWithSchema("./company.schema.json");
    expect(await check({ SITE_COMPANY_DIR: right })).toEqual({ status: 0, output: "" });
  });
});
