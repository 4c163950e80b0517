import { describe, expect, it } from "vitest";
import { siteDefaults } from "./site-defaults.ts";
import { figureDefaults, FIGURE_IDS, shownFigures } from "./site-figures.ts";
import { releaseProblems } from "./site-release.ts";
import { parseSiteConfig, withEnvOverrides } from "./site-schema.ts";

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
const figureLines = (env: Record<string, string>) =>
  releaseProblems(configFor(env)).filter((line) => /SITE_(FIGURE|LAB_RATING)/.test(line));

describe("the figures' sources", () => {
  it("default to the spec's figures with sources a visitor reads as examples", () => {
    const config = configFor({});
    expect(config).toMatchObject({ figureProjects: "50+", figureSatisfaction: "99" });
    expect(config).toMatchObject({ labRatingValue: "4.9", labRatingCount: "47" });
    expect(shownFigures(config)).toEqual([...FIGURE_IDS]);
    for (const [field, value] of Object.entries(figureDefaults))
      if (field.endsWith("Source")) expect(value).toMatch(/^Ejemplo: /);
  });

  it("make a release build refuse every shown figure left with an example source, by its variable", () => {
    const lines = figureLines({});
    expect(lines).toHaveLength(5);
    expect(lines).toContainEqual(
      expect.stringMatching(
        /^ {2}- labRatingSource \(SITE_LAB_RATING_SOURCE\) = "Ejemplo: [^"]+": es un valor de ejemplo; .*SITE_FIGURES_HIDDEN=labRating$/,
      ),
    );
    // Unset, the variable leaves the example source in place.
    const allButOne = Object.fromEntries(
      Object.entries(sources).filter(([name]) => name !== "SITE_FIGURE_SATISFACTION_SOURCE"),
    );
    expect(figureLines(allButOne)).toEqual([
      expect.stringContaining("figureSatisfactionSource (SITE_FIGURE_SATISFACTION_SOURCE)"),
    ]);
    expect(figureLines(sources)).toEqual([]);
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
      /figureProjectsSource \(SITE_FIGURE_PROJECTS_SOURCE\) = "": una cifra visible necesita su valor y su fuente; .*SITE_FIGURES_HIDDEN=projects/,
    );
    expect(() => parseSiteConfig({ ...siteDefaults, labRatingCount: "" })).toThrow(
      /labRatingCount \(SITE_LAB_RATING_COUNT\)/,
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
      'figuresHidden (SITE_FIGURES_HIDDEN) = "projects, satisfacion,LabRating": "satisfacion", "LabRating" (¿quiso decir labRating?) no son nombres de cifras; los nombres válidos son projects, countries, sectors, satisfaction, labRating',
    );
    expect(() => configFor({ SITE_FIGURES_HIDDEN: "proyectos" })).toThrow(
      '"proyectos" no es el nombre de una cifra; los nombres válidos son',
    );
  });
});
