import { describe, expect, it, vi } from "vitest";
import { siteDefaults } from "./site-defaults.ts";
import {
  assertReleaseReady,
  colombiaToday,
  effectiveDateProblems,
  isReleaseBuild,
  releaseProblems,
} from "./site-release.ts";
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
  SITE_AI_PROVIDER: "OpenAI, L.L.C.",
  SITE_FIGURE_PROJECTS_SOURCE:
    "Contratos entregados y facturados de 2014 a septiembre de 2026 (118).",
  SITE_FIGURE_COUNTRIES_SOURCE: "Países de los clientes con contrato, a septiembre de 2026.",
  SITE_FIGURE_SECTORS_SOURCE: "Sectores de los clientes con contrato, a septiembre de 2026.",
  SITE_FIGURE_SATISFACTION_SOURCE:
    "Encuesta de cierre 2025–2026: 84 de 90 clientes calificaron 4 o 5.",
  SITE_LAB_RATING_SOURCE: "Encuesta a 31 laboratorios usuarios, julio–septiembre de 2026.",
};
/** The same company with its proof file and its reply time (release-proof.ts). */
const companyEnv = {
  ...realEnv,
  SITE_REPLY_HOURS: "4",
  SITE_PROOF_FILE: "tests/fixtures/second-company/proof.json",
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
    expect(() =>
      assertReleaseReady(
        configFor(companyEnv),
        new Date(`${siteDefaults.legalEffectiveAt}T12:00:00Z`),
        companyEnv,
      ),
    ).not.toThrow();
  });

  it("also refuses the example proof file and the example reply time, by name", () => {
    const day = new Date(`${siteDefaults.legalEffectiveAt}T12:00:00Z`);
    expect(() => assertReleaseReady(configFor(realEnv), day, {})).toThrow(
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
    expect(() => assertReleaseReady(configFor(withExampleNit))).toThrow(
      /SITE_RELEASE=1[^]*- nit \(SITE_NIT\) = "900\.123\.456-8": es un valor de ejemplo/,
    );
  });

  it("runs only when SITE_RELEASE asks for it", () => {
    expect(isReleaseBuild({})).toBe(false);
    expect(isReleaseBuild({ SITE_RELEASE: "0" })).toBe(false);
    expect(isReleaseBuild({ SITE_RELEASE: "1" })).toBe(true);
  });
});

describe("the release check of the effective date", () => {
  const effectiveOn = (date: string) =>
    configFor({ ...companyEnv, SITE_LEGAL_UPDATED_AT: date, SITE_LEGAL_EFFECTIVE_AT: date });

  it("refuses an effective date before the day of the build, naming its variable", () => {
    expect(effectiveDateProblems(effectiveOn("2026-11-24"), "2026-11-25")).toEqual([
      expect.stringContaining(
        'legalEffectiveAt (SITE_LEGAL_EFFECTIVE_AT) = "2026-11-24": es anterior al día de esta compilación (2026-11-25',
      ),
    ]);
    expect(() =>
      assertReleaseReady(effectiveOn("2026-11-24"), new Date("2026-11-25T12:00:00Z"), companyEnv),
    ).toThrow(/SITE_LEGAL_EFFECTIVE_AT/);
  });

  it("accepts the day of the build and any later day", () => {
    expect(effectiveDateProblems(effectiveOn("2026-11-25"), "2026-11-25")).toEqual([]);
    expect(effectiveDateProblems(effectiveOn("2027-01-01"), "2026-11-25")).toEqual([]);
    expect(() =>
      assertReleaseReady(effectiveOn("2026-11-25"), new Date("2026-11-25T12:00:00Z"), companyEnv),
    ).not.toThrow();
  });

  it("counts the day in Colombia time, not the machine's", () => {
    // 03:00 UTC on the 26th is still 22:00 of the 25th in Bogotá (UTC-5).
    expect(colombiaToday(new Date("2026-11-26T03:00:00Z"))).toBe("2026-11-25");
    expect(colombiaToday(new Date("2026-11-26T05:00:00Z"))).toBe("2026-11-26");
  });

  it("checks the build day by default", () => {
    vi.useFakeTimers({ now: new Date("2026-12-01T15:00:00Z") });
    try {
      // No day given: the build's own day.
      expect(() => assertReleaseReady(effectiveOn("2026-11-30"), undefined, companyEnv)).toThrow(
        /2026-12-01/,
      );
      expect(() =>
        assertReleaseReady(effectiveOn("2026-12-01"), undefined, companyEnv),
      ).not.toThrow();
    } finally {
      vi.useRealTimers();
    }
  });
});
