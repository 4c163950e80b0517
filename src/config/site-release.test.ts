import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { colombiaToday, isReleaseBuild } from "./build-mode.ts";
import { COMPANY_FIELDS, type CompanyField } from "./company-fields.ts";
import { exampleValues, readCompanyData } from "./company-data.ts";
import { releaseProblems } from "./site-release.ts";
import { exampleBrandProblems } from "./site-release-brand.ts";
import { parseSiteConfig } from "./site-schema.ts";

const FIXTURE = "tests/fixtures/second-company";
const example = exampleValues() as Record<string, string>;

/** The second company's data with `env` over them, and what it gave. */
function company(env: Record<string, string> = {}) {
  const data = readCompanyData({ SITE_COMPANY_DIR: FIXTURE, ...env });
  return { config: parseSiteConfig(data.values), given: data.given };
}
/** The example company with `env` over it: a company that gave only those variables. */
function exampleWith(env: Record<string, string> = {}) {
  const empty = mkdtempSync(path.join(os.tmpdir(), "company-"));
  const data = readCompanyData({ SITE_COMPANY_DIR: empty, ...env });
  return { config: parseSiteConfig(data.values), given: data.given };
}
const problems = ({ config, given }: ReturnType<typeof company>) =>
  releaseProblems(config, given, "company");
/** The fields a report names, by their place in company.json. */
const flagged = (lines: string[]) => lines.map((line) => /- ([\w.]+)[ :]/.exec(line)?.[1]);

describe("the release check of the company's data", () => {
  it("passes a company that gave everything", () => {
    expect(problems(company())).toEqual([]);
  });

  it("lists every field the company did not give, saying where to put it", () => {
    const lines = problems(exampleWith());
    const required = (Object.keys(COMPANY_FIELDS) as CompanyField[]).filter(
      (field) => example[field] !== "" && field !== "brandColor",
    );
    // A provider given with neither its name nor its country is one line, under its group.
    const places = required.map((field) => COMPANY_FIELDS[field][0]);
    expect(flagged(lines)).toEqual([
      ...new Set(places.map((place) => place.replace(/^(providers\.\w+)\.\w+$/, "$1"))),
    ]);
    expect(lines).toContain(
      '  - nit (SITE_NIT): falta: se publicaría el del ejemplo, "900.123.456-8"; ponga el de la empresa en company/company.json',
    );
  });

  it("names a provider given without its country", () => {
    const lines = problems(exampleWith({ SITE_MAIL_PROVIDER: "Correo Real S.A.S." }));
    expect(lines).toContain(
      '  - providers.mail.country (SITE_MAIL_COUNTRY): el proveedor no tiene su país: se publicaría "Estados Unidos", el del ejemplo; ponga el país donde trata los datos en company/company.json',
    );
    expect(flagged(lines)).not.toContain("providers.mail.name");
  });

  it("finds example hosts and the example number wherever they are given", () => {
    const lines = problems(
      company({
        SITE_PRIVACY_EMAIL: "datos@example.org",
        SITE_LANDLINE_DISPLAY: "+57 300 000 0000",
        SITE_LANDLINE_DIGITS: "573000000000",
        SITE_PORTAL_URL: "https://portal.example.com/ingreso",
        SITE_FACEBOOK_URL: "https://www.facebook.com/example/",
        SITE_NIT: "9001234568",
      }),
    );
    expect(flagged(lines)).toEqual([
      "nit",
      "landlineDisplay",
      "landlineDigits",
      "privacyEmail",
      "portalUrl",
      "facebookUrl",
    ]);
    expect(lines[0]).toBe(
      '  - nit (SITE_NIT) = "900.123.456-8": es un valor de ejemplo; ponga el de la empresa',
    );
  });

  it("refuses providers and sources given as the example's", () => {
    const lines = problems(
      company({
        SITE_MAIL_PROVIDER: example.mailProvider ?? "",
        SITE_LAB_RATING_SOURCE: example.labRatingSource ?? "",
      }),
    );
    expect(lines).toEqual([
      expect.stringContaining(
        `providers.mail.name (SITE_MAIL_PROVIDER) = ${JSON.stringify(example.mailProvider)}: es un proveedor de ejemplo`,
      ),
      expect.stringContaining('figures.labRating.source (SITE_LAB_RATING_SOURCE) = "Ejemplo:'),
    ]);
  });

  it("counts a figure, the reply time and a country as the company's once given, even if equal", () => {
    const same = {
      SITE_REPLY_HOURS: example.replyHours ?? "",
      SITE_FIGURE_PROJECTS: example.figureProjects ?? "",
      SITE_HOSTING_COUNTRY: example.hostingCountry ?? "",
    };
    expect(problems(company(same))).toEqual([]);
  });

  it("refuses an empty legal name instead of falling back to the example one", () => {
    expect(() => company({ SITE_LEGAL_NAME: "" })).toThrow(
      'legalName (SITE_LEGAL_NAME) = "": está vacío',
    );
  });

  it("runs only when SITE_RELEASE asks for it", () => {
    expect(isReleaseBuild({})).toBe(false);
    expect(isReleaseBuild({ SITE_RELEASE: "" })).toBe(false);
    expect(isReleaseBuild({ SITE_RELEASE: "0" })).toBe(false);
    expect(isReleaseBuild({ SITE_RELEASE: "1" })).toBe(true);
  });

  it.each(["yes", "TRUE", "true", "on", " 1", "2", "constructor"])(
    "refuses SITE_RELEASE=%j instead of reading it as a normal build",
    (value) => {
      expect(() => isReleaseBuild({ SITE_RELEASE: value })).toThrow(
        `SITE_RELEASE = ${JSON.stringify(value)}: debe ser 1 (compilación de publicación) o 0 o vacía`,
      );
    },
  );

  it("refuses the example company and product names and the product's route, however spelt", () => {
    const brand = (env: Record<string, string>) =>
      exampleBrandProblems(company(env).config).map((problem) => problem.field);
    expect(brand({})).toEqual([]);
    expect(
      brand({
        SITE_COMPANY_NAME: "VERTICE software",
        SITE_LAB_PRODUCT_NAME: "Vertice Lab",
        SITE_LAB_PRODUCT_SLUG: "vertice-lab",
      }),
    ).toEqual(["companyName", "labProductName", "labProductSlug"]);
    expect(brand({ SITE_SHORT_NAME: "Vértice" })).toEqual(["shortName"]);
    expect(problems(company({ SITE_LAB_PRODUCT_SLUG: "verticelab" }))).toEqual([
      '  - labProductSlug (SITE_LAB_PRODUCT_SLUG) = "verticelab": es el nombre de ejemplo; ponga el de la empresa',
    ]);
  });
});

describe("the day a release build publishes", () => {
  it("counts the day in Colombia time, not the machine's", () => {
    // 03:00 UTC on the 26th is still 22:00 of the 25th in Bogotá (UTC-5).
    expect(colombiaToday(new Date("2026-11-26T03:00:00Z"))).toBe("2026-11-25");
    expect(colombiaToday(new Date("2026-11-26T05:00:00Z"))).toBe("2026-11-26");
  });
});
