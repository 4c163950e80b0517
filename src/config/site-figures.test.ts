import { describe, expect, it } from "vitest";
import { exampleValues } from "./company-data.ts";
import type { SiteConfigInput } from "./site-schema.ts";
import { COMPANY_FIELDS, type CompanyField } from "./company-fields.ts";
import { FIGURE_IDS, shownFigures } from "./site-figures.ts";
import { releaseProblems } from "./site-release.ts";
import { parseSiteConfig, withEnvOverrides } from "./site-schema.ts";

/** The example company's data, as the configuration reads them. */
const siteDefaults = exampleValues() as Record<string, string> & SiteConfigInput;

/** Real-looking sources for every figure: what a company writes before a release. */
const sources = {
  SITE_FIGURE_PROJECTS_SOURCE:
    "Contratos entregados y facturados de 2014 a septiembre de 2026 (118).",
  SITE_FIGURE_COUNTRIES_SOURCE:
    "Países de los clientes con contrato vigente o cerrado, a septiembre de 2026.",
  SITE_FIGURE_SECTORS_SOURCE: "Sectores de los clientes con contrato, a septiembre de 2026.",
  SITE_FIGURE_SATISFACTION_SOURCE:
    "Encuesta de cierre de proyecto 2025–2026: 84 de 90 clientes calificaron 4 o 5.",
  SITE_LAB_RATING_SOURCE: "Encuesta a 31 laboratorios usuarios, julio–septiembre de 2026.",
};
const configFor = (env: Record<string, string>) =>
  parseSiteConfig(withEnvOverrides(siteDefaults, env));
/** The fields a set of variables gives. */
const givenBy = (env: Record<string, string>) =>
  new Set(
    (Object.keys(COMPANY_FIELDS) as CompanyField[]).filter((field) => {
      const name = COMPANY_FIELDS[field][1];
      return name !== undefined && name in env;
    }),
  );
/** The figures' lines of a release of the example company with `env` over it. */
const figureLines = (env: Record<string, string>) =>
  releaseProblems(configFor(env), givenBy(env), "company").filter(
    (line) => /SITE_(FIGURE|LAB_RATING)/.test(line) && !/falta/.test(line),
  );

describe("the figures' sources", () => {
  it("default to the spec's figures with sources a visitor reads as examples", () => {
    const config = configFor({});
    expect(config).toMatchObject({ figureProjects: "50+", figureSatisfaction: "99" });
    expect(config).toMatchObject({ labRatingValue: "4.9", labRatingCount: "47" });
    expect(shownFigures(config)).toEqual([...FIGURE_IDS]);
    for (const [field, value] of Object.entries(siteDefaults))
      if (field.endsWith("Source")) expect(value).toMatch(/^Ejemplo: /);
  });

  it("make a release build refuse every shown figure given with an example source, by its field", () => {
    const examples = Object.fromEntries(
      Object.entries(sources).map(([name]) => {
        const field = (Object.keys(COMPANY_FIELDS) as CompanyField[]).find(
          (key) => COMPANY_FIELDS[key][1] === name,
        );
        return [name, String(siteDefaults[field ?? "labRatingSource"])];
      }),
    );
    const lines = figureLines(examples);
    expect(lines).toHaveLength(5);
    expect(lines).toContainEqual(
      expect.stringMatching(
        /^ {2}- figures\.labRating\.source \(SITE_LAB_RATING_SOURCE\) = "Ejemplo: [^"]+": es una fuente de ejemplo; /,
      ),
    );
    expect(figureLines(sources)).toEqual([]);
  });

  it("make a release build refuse every shown figure the company did not give, even if right", () => {
    const lines = releaseProblems(configFor(sources), givenBy(sources), "company");
    expect(lines).toContainEqual(
      '  - figures.projects.value (SITE_FIGURE_PROJECTS): falta: se publicaría el del ejemplo, "50+"; ponga el de la empresa en company/company.json, aunque coincida, o retire la cifra con "projects" en figures.hidden (SITE_FIGURES_HIDDEN)',
    );
    const hidden = { ...sources, SITE_FIGURES_HIDDEN: "projects" };
    expect(releaseProblems(configFor(hidden), givenBy(hidden), "company").join("\n")).not.toMatch(
      /figures\.projects/,
    );
  });

  it("need no source for a figure the company switches off", () => {
    const env = { SITE_FIGURES_HIDDEN: "satisfaction, labRating" };
    const config = configFor(env);
    expect(shownFigures(config)).toEqual(["projects", "countries", "sectors"]);
    expect(figureLines({ ...sources, ...env, SITE_FIGURE_SATISFACTION_SOURCE: "" })).toEqual([]);
    expect(() =>
      parseSiteConfig({
        ...siteDefaults,
        figuresHidden: env.SITE_FIGURES_HIDDEN,
        figureSatisfactionSource: "",
        labRatingValue: "",
      }),
    ).not.toThrow();
  });

  it("refuse, in every build, a shown figure without its source or value", () => {
    expect(() => parseSiteConfig({ ...siteDefaults, figureProjectsSource: "" })).toThrow(
      /figures\.projects\.source \(SITE_FIGURE_PROJECTS_SOURCE\) = "": una cifra visible necesita su valor y su fuente; .*"projects" en figures\.hidden/,
    );
    expect(() => parseSiteConfig({ ...siteDefaults, labRatingCount: "" })).toThrow(
      /figures\.labRating\.count \(SITE_LAB_RATING_COUNT\)/,
    );
  });

  it("refuse values that are not figures and unknown names in the switch-off list", () => {
    for (const [env, variable] of [
      [{ SITE_FIGURE_PROJECTS: "muchos" }, "SITE_FIGURE_PROJECTS"],
      [{ SITE_FIGURE_SATISFACTION: "101" }, "SITE_FIGURE_SATISFACTION"],
      [{ SITE_LAB_RATING_VALUE: "5.5" }, "SITE_LAB_RATING_VALUE"],
      [{ SITE_LAB_RATING_COUNT: "0" }, "SITE_LAB_RATING_COUNT"],
      [{ SITE_FIGURE_SECTORS_SOURCE: "encuesta" }, "SITE_FIGURE_SECTORS_SOURCE"],
      [{ SITE_FIGURES_HIDDEN: "proyectos" }, "SITE_FIGURES_HIDDEN"],
    ] as const) {
      expect(() => configFor(env)).toThrow(new RegExp(`\\(${variable}\\) = `));
    }
  });

  it("name each wrong item of the switch-off list and the valid names", () => {
    expect(() => configFor({ SITE_FIGURES_HIDDEN: "projects, satisfacion,LabRating" })).toThrow(
      'figures.hidden (SITE_FIGURES_HIDDEN) = "projects, satisfacion,LabRating": "satisfacion", "LabRating" (¿quiso decir labRating?) no son nombres de cifras; los nombres válidos son projects, countries, sectors, satisfaction, labRating',
    );
    expect(() => configFor({ SITE_FIGURES_HIDDEN: "proyectos" })).toThrow(
      '"proyectos" no es el nombre de una cifra; los nombres válidos son',
    );
  });
});
