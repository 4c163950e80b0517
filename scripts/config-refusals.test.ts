/**
 * Configurations that would ship the wrong company, each run through the build's first step
 * (scripts/config-check-run.ts): it must exit 1 and name the field, the variable and the value.
 */
import { writeFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { nitCheckDigit } from "../src/config/legal-fields.ts";
import { check, checkAsCommand, folderWithout, release, without } from "./config-check-run.ts";

const nitOf = (base: string) =>
  `${base.slice(0, 3)}.${base.slice(3, 6)}.${base.slice(6)}-${nitCheckDigit(base)}`;
const local = "que nadie más puede abrir";
const ip = "apunta a una dirección IP";

/** [what, extra variables, the message's field and variable, its reason] */
const refusals: [string, Record<string, string>, string, string][] = [
  [
    "an empty company name",
    { SITE_COMPANY_NAME: "" },
    'companyName (SITE_COMPANY_NAME) = ""',
    "está vacío",
  ],
  [
    "an empty product name",
    { SITE_LAB_PRODUCT_NAME: "" },
    'labProductName (SITE_LAB_PRODUCT_NAME) = ""',
    "está vacío",
  ],
  [
    "an empty legal name",
    { SITE_LEGAL_NAME: "" },
    'legalName (SITE_LEGAL_NAME) = ""',
    "está vacío",
  ],
  [
    "a misspelt variable in a release",
    { ...release, SITE_COMPANYNAME: "Andina" },
    'SITE_COMPANYNAME = "Andina"',
    "¿Quiso decir companyName (SITE_COMPANY_NAME)?",
  ],
  ...[
    ["127.0.0.1", ip],
    ["10.0.0.5", ip],
    ["172.16.4.2", ip],
    ["192.168.1.10", ip],
    ["169.254.169.254", ip],
    ["[::1]", ip],
    ["[fc00::5]", ip],
    ["203.0.113.7", ip],
    ["localhost", local],
    ["intranet.local", local],
    ["intranet", local],
  ].map(([host, reason]): [string, Record<string, string>, string, string] => [
    `SITE_URL on ${host}`,
    { SITE_URL: `https://${host}` },
    `siteUrl (SITE_URL) = "https://${host}"`,
    reason ?? "",
  ]),
  [
    "a NIT of zeros",
    { SITE_NIT: "000.000.000-0" },
    'nit (SITE_NIT) = "000.000.000-0"',
    "no es un NIT real",
  ],
  [
    "a NIT of one repeated digit",
    { SITE_NIT: nitOf("111111111") },
    `nit (SITE_NIT) = "${nitOf("111111111")}"`,
    "no es un NIT real",
  ],
  [
    "a NIT that counts 1 to 9",
    { SITE_NIT: nitOf("123456789") },
    `nit (SITE_NIT) = "${nitOf("123456789")}"`,
    "no es un NIT real",
  ],
  [
    "a legal name without its company type",
    { SITE_LEGAL_NAME: "Andina" },
    'legalName (SITE_LEGAL_NAME) = "Andina"',
    "debe terminar con el tipo de sociedad",
  ],
  [
    "a portal URL with credentials",
    { SITE_PORTAL_URL: "https://empresa.co@evil.example/login" },
    'portalUrl (SITE_PORTAL_URL) = "https://empresa.co@evil.example/login"',
    "no puede llevar usuario ni contraseña",
  ],
  [
    "a site URL with credentials",
    { SITE_URL: "https://admin:x@www.empresa.co" },
    'siteUrl (SITE_URL) = "https://admin:x@www.empresa.co"',
    "no puede llevar usuario ni contraseña",
  ],
  [
    "a profile URL with credentials",
    { SITE_LINKEDIN_URL: "https://www.linkedin.com@evil.example/" },
    `linkedinUrl (SITE_LINKEDIN_URL) = "https://www.linkedin.com@evil.example/"`,
    "no puede llevar usuario ni contraseña",
  ],
  [
    "a reply time longer than a business week",
    { SITE_REPLY_HOURS: "72" },
    'replyHours (SITE_REPLY_HOURS) = "72"',
    "debe ser un número entero de horas hábiles, de 1 a 40",
  ],
  [
    "an empty reply time",
    { SITE_REPLY_HOURS: "" },
    'replyHours (SITE_REPLY_HOURS) = ""',
    "está vacío",
  ],
  [
    "a reviews address on an example host",
    { ...release, SITE_LAB_RATING_URL: "https://opiniones.example.com/nexo" },
    'figures.labRating.url (SITE_LAB_RATING_URL) = "https://opiniones.example.com/nexo"',
    "es un valor de ejemplo",
  ],
  [
    "a retired variable in a release, saying where its fact went",
    { ...release, SITE_PROOF_FILE: "" },
    'SITE_PROOF_FILE = ""',
    "ya no se usa: las pruebas sociales y el precio están en proof.json, en la carpeta de la empresa",
  ],
  [
    "a home-screen name too long",
    { SITE_SHORT_NAME: "Andina Códigos" },
    'shortName (SITE_SHORT_NAME) = "Andina Códigos"',
    "como máximo 12 caracteres",
  ],
  [
    "a company name with no short form",
    { SITE_COMPANY_NAME: "Transformaciones Andinas" },
    'companyName (SITE_COMPANY_NAME) = "Transformaciones Andinas"',
    "ponga un nombre corto en shortName (SITE_SHORT_NAME)",
  ],
];

describe("a configuration that would ship the wrong company", () => {
  it.each(refusals)(
    "refuses %s, naming field, variable and value",
    async (_, env, named, reason) => {
      const { status, output } = await check(env);
      expect(status).toBe(1);
      expect(output).toContain(`${named}: `);
      expect(output).toContain(reason);
      expect(output).not.toMatch(/^\s+at /m);
    },
  );

  it("accepts the same company unchanged, in a release build too", async () => {
    expect(await check(release)).toEqual({ status: 0, output: "" });
  }, 20_000);

  it("only warns about a misspelt variable outside a release, naming what it meant", async () => {
    const { status, output } = await check({ SITE_LAB_PRODUCTNAME: "Nexo" });
    expect(status).toBe(0);
    expect(output).toContain(
      'SITE_LAB_PRODUCTNAME = "Nexo": no es una variable de la configuración del sitio; quítela o corrija su nombre. ¿Quiso decir labProductName (SITE_LAB_PRODUCT_NAME)?',
    );
  });

  it("accepts company types of a legal name", async () => {
    expect((await check({ SITE_LEGAL_NAME: "Andina Códigos SAS BIC" })).status).toBe(0);
    expect((await check({ SITE_LEGAL_NAME: "Códigos y Cía. S. en C." })).status).toBe(0);
  });

  it("refuses a folder without its own proof and a reply time not given, in a release", async () => {
    const proofless = await check({ ...release, ...folderWithout("proof.json") });
    expect(proofless.status).toBe(1);
    expect(proofless.output).toMatch(
      /- \S+\/proof\.json: falta; se publicarían las pruebas de ejemplo/,
    );
    const { status, output } = await check({ ...release, ...without("replyHours") });
    expect(status).toBe(1);
    expect(output).toContain(
      'replyHours (SITE_REPLY_HOURS): falta: se publicaría el del ejemplo, "4"',
    );
  }, 20_000);

  it("refuses a proof file that is not JSON without printing its bytes", async () => {
    const { SITE_COMPANY_DIR: dir = "" } = folderWithout();
    writeFileSync(path.join(dir, "proof.json"), "root:x:0:0:root:/root:/bin/bash\n");
    const { status, output } = await check({ SITE_COMPANY_DIR: dir });
    expect(status).toBe(1);
    expect(output).toContain(`${path.join(dir, "proof.json")}: no es JSON válido`);
    expect(output).not.toContain("root:");
  });
});

describe("the command", () => {
  it("prints the message without a stack trace and exits 1", () => {
    const { status, output } = checkAsCommand({ SITE_COMPANY_NAME: "" });
    expect(status).toBe(1);
    expect(output).toContain('companyName (SITE_COMPANY_NAME) = "": está vacío');
    expect(output).not.toMatch(/^\s+at /m);
  }, 20_000);

  it("prints a release's whole list the same way", () => {
    const { status, output } = checkAsCommand({ ...release, ...without("nit") });
    expect(status).toBe(1);
    expect(output).toContain(
      'nit (SITE_NIT): falta: se publicaría el del ejemplo, "900.123.456-8"',
    );
    expect(output).not.toMatch(/^\s+at /m);
  }, 30_000);
});
