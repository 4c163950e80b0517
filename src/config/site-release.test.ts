import { describe, expect, it } from "vitest";
import { siteDefaults } from "./site-defaults.ts";
import {
  assertReleaseReady,
  colombiaToday,
  isReleaseBuild,
  releaseProblems,
} from "./site-release.ts";
import { exampleBrandProblems } from "./site-release-brand.ts";
import { envNames, parseSiteConfig, withEnvOverrides, type SiteField } from "./site-schema.ts";

/** A company that has replaced every example value (NIT 901.234.567-7 has a valid check digit). */
const realEnv = {
  SITE_LEGAL_NAME: "Andina Código S.A.S.",
  SITE_NIT: "9012345677",
  SITE_ADDRESS_STREET: "Calle 10 # 43E-31, oficina 502",
  SITE_PHONE_DISPLAY: "+57 301 555 7788",
  SITE_PHONE_DIGITS: "573015557788",
  SITE_EMAIL: "hola@andinacodigo.co",
  SITE_PORTAL_URL: "https://clientes.andinacodigo.co",
  SITE_URL: "https://www.andinacodigo.co",
  SITE_FACEBOOK_URL: "https://www.facebook.com/andinacodigo",
  SITE_INSTAGRAM_URL: "https://www.instagram.com/andinacodigo",
  SITE_LINKEDIN_URL: "https://www.linkedin.com/company/andinacodigo",
  SITE_HOSTING_PROVIDER: "Amazon Web Services, Inc.",
  SITE_MAIL_PROVIDER: "Google LLC",
  SITE_RESULTS_MAIL_PROVIDER: "Twilio Inc. (SendGrid)",
  SITE_EINVOICE_PROVIDER: "Facturas Andinas S.A.S.",
  SITE_AI_PROVIDER: "OpenAI, L.L.C.",
  SITE_FIGURE_PROJECTS_SOURCE:
    "Contratos entregados y facturados de 2014 a septiembre de 2026 (118).",
  SITE_FIGURE_COUNTRIES_SOURCE: "Países de los clientes con contrato, a septiembre de 2026.",
  SITE_FIGURE_SECTORS_SOURCE: "Sectores de los clientes con contrato, a septiembre de 2026.",
  SITE_FIGURE_SATISFACTION_SOURCE:
    "Encuesta de cierre 2025–2026: 84 de 90 clientes calificaron 4 o 5.",
  SITE_LAB_RATING_SOURCE: "Encuesta a 31 laboratorios usuarios, julio–septiembre de 2026.",
};
/**
 * Its own brand, proof file and reply time too: a release refuses the example names, proof and
 * reply time apart from the other example values (release-proof.ts).
 */
const realCompany = {
  ...realEnv,
  SITE_REPLY_HOURS: "4",
  SITE_PROOF_FILE: "tests/fixtures/second-company/proof.json",
  SITE_COMPANY_NAME: "Andina Código",
  SITE_LAB_PRODUCT_NAME: "Nexo Lab",
  SITE_LAB_PRODUCT_SLUG: "nexo",
};
/** The figures' values, set on purpose (a release refuses a shown figure left at the example). */
const figureValues = {
  SITE_FIGURE_PROJECTS: "50+",
  SITE_FIGURE_SATISFACTION: "97",
  SITE_LAB_RATING_VALUE: "4,8",
  SITE_LAB_RATING_COUNT: "31",
};
const configFor = (env: Record<string, string>) =>
  parseSiteConfig(withEnvOverrides(siteDefaults, env));
const flagged = (env: Record<string, string>) =>
  releaseProblems(configFor(env)).map((line) => /- (\w+) /.exec(line)?.[1]);

describe("the release check", () => {
  it("lists every example value of the defaults, each with its variable and value", () => {
    const problems = releaseProblems(configFor({}));
    const fields = Object.keys(realEnv).map(
      (env) => Object.entries(envNames).find(([, name]) => name === env)?.[0] as SiteField,
    );
    expect(problems).toHaveLength(fields.length);
    for (const field of fields) {
      expect(problems).toContainEqual(
        expect.stringContaining(
          `${field} (${envNames[field]}) = ${JSON.stringify(siteDefaults[field])}: es un valor de ejemplo`,
        ),
      );
    }
  });

  it("passes a configuration with real-looking values", () => {
    expect(releaseProblems(configFor(realEnv))).toEqual([]);
    const env = { ...realCompany, ...figureValues };
    expect(() => assertReleaseReady(configFor(env), env)).not.toThrow();
  });

  it("also refuses the example proof file and the example reply time, by name", () => {
    expect(() => assertReleaseReady(configFor(realEnv), {})).toThrow(
      /SITE_REPLY_HOURS[^]*SITE_PROOF_FILE = "src\/content\/proof\.example\.json": es el archivo de ejemplo/,
    );
  });

  it("finds example hosts and the example number wherever they are left", () => {
    expect(
      flagged({
        ...realEnv,
        SITE_PRIVACY_EMAIL: "datos@example.org",
        SITE_LANDLINE_DISPLAY: "+57 300 000 0000",
        SITE_LANDLINE_DIGITS: "573000000000",
        SITE_PORTAL_URL: "https://portal.example.com/ingreso",
        SITE_FACEBOOK_URL: "https://www.facebook.com/example/",
      }),
    ).toEqual(["landlineDisplay", "landlineDigits", "privacyEmail", "portalUrl", "facebookUrl"]);
  });

  it("refuses an empty legal name instead of falling back to the example one", () => {
    expect(() => configFor({ ...realEnv, SITE_LEGAL_NAME: "" })).toThrow(
      'legalName (SITE_LEGAL_NAME) = "": está vacío',
    );
  });

  it("throws one message that names the release build and every field left", () => {
    const withExampleNit = Object.fromEntries(
      Object.entries(realEnv).filter(([name]) => name !== "SITE_NIT"),
    );
    expect(() => assertReleaseReady(configFor(withExampleNit), withExampleNit)).toThrow(
      /SITE_RELEASE=1[^]*- nit \(SITE_NIT\) = "900\.123\.456-8": es un valor de ejemplo/,
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

  it("refuses the example company and product names and the product's route, each by its variable", () => {
    const brand = (env: Record<string, string>) =>
      exampleBrandProblems(configFor({ ...realCompany, ...env })).map(
        (line) => /- (\w+) /.exec(line)?.[1],
      );
    expect(brand({})).toEqual([]);
    expect(exampleBrandProblems(configFor(realEnv))).toEqual(
      (["companyName", "labProductName", "labProductSlug"] as const).map((field) =>
        expect.stringContaining(
          `${field} (${envNames[field]}) = ${JSON.stringify(siteDefaults[field])}: es el nombre de ejemplo`,
        ),
      ),
    );
    // Spelt another way, it is still the example brand.
    expect(
      brand({
        SITE_COMPANY_NAME: "VERTICE software",
        SITE_LAB_PRODUCT_NAME: "Vertice Lab",
        SITE_LAB_PRODUCT_SLUG: "vertice-lab",
      }),
    ).toEqual(["companyName", "labProductName", "labProductSlug"]);
    expect(brand({ SITE_SHORT_NAME: "Vértice" })).toEqual(["shortName"]);
    expect(() => assertReleaseReady(configFor(realEnv), realEnv)).toThrow(
      /SITE_RELEASE=1[^]*- labProductSlug \(SITE_LAB_PRODUCT_SLUG\) = "verticelab": es el nombre de ejemplo/,
    );
  });
});

describe("the release check of what the legal pages and the figures state", () => {
  it("names every sub-processor left as the example, with its variable", () => {
    const withoutMail: Record<string, string> = { ...realEnv };
    delete withoutMail.SITE_MAIL_PROVIDER;
    expect(flagged(withoutMail)).toEqual(["mailProvider"]);
    expect(releaseProblems(configFor(withoutMail))).toEqual([
      expect.stringContaining(
        `mailProvider (SITE_MAIL_PROVIDER) = ${JSON.stringify(siteDefaults.mailProvider)}: es un valor de ejemplo`,
      ),
    ]);
  });

  it("refuses a shown figure whose value the release did not set, even if it is right", () => {
    const env = { ...realCompany, ...figureValues };
    const unset: Record<string, string> = { ...env };
    delete unset.SITE_FIGURE_PROJECTS;
    expect(() => assertReleaseReady(configFor(unset), unset)).toThrow(
      /- figureProjects \(SITE_FIGURE_PROJECTS\) = "50\+": es la cifra de ejemplo/,
    );
    // Set to the same value on purpose, or the figure switched off: accepted.
    expect(() => assertReleaseReady(configFor(env), env)).not.toThrow();
    const hidden = { ...unset, SITE_FIGURES_HIDDEN: "projects" };
    expect(() => assertReleaseReady(configFor(hidden), hidden)).not.toThrow();
  });
});

describe("the day a release build publishes", () => {
  it("counts the day in Colombia time, not the machine's", () => {
    // 03:00 UTC on the 26th is still 22:00 of the 25th in Bogotá (UTC-5).
    expect(colombiaToday(new Date("2026-11-26T03:00:00Z"))).toBe("2026-11-25");
    expect(colombiaToday(new Date("2026-11-26T05:00:00Z"))).toBe("2026-11-26");
  });
});
