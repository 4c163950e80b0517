import * as flags from "country-flag-icons/string/3x2";
import { describe, expect, it } from "vitest";
import { exampleValues } from "./company-data.ts";
import {
  caseStudyProblems,
  countriesField,
  countryCodes,
  countryOf,
  SOLUTION_TYPES,
  sectorsField,
  solutionsField,
} from "./company-lists.ts";

const issues = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe("the countries of the company", () => {
  it("are read by their Spanish name, with or without accents, and given their flag's code", () => {
    expect(countryOf("Perú")).toEqual({ code: "PE", name: "Perú" });
    expect(countryOf("  peru ")).toEqual({ code: "PE", name: "Perú" });
    expect(countryOf("Estados Unidos")).toEqual({ code: "US", name: "Estados Unidos" });
    expect(countryOf("Alemania")).toEqual({ code: "DE", name: "Alemania" });
    expect(countryOf("Unión Europea")).toBeUndefined();
  });

  it("each have a flag in country-flag-icons", () => {
    const missing = countryCodes().filter((code) => !(code in flags));
    expect(missing).toEqual([]);
  });

  it("include Colombia, once each, and say what was meant", () => {
    expect(issues(countriesField.safeParse(["Argentina"]))).toEqual([
      "debe incluir Colombia, donde está la sede principal",
    ]);
    expect(issues(countriesField.safeParse(["Colombia", "Perú", "peru"]))).toEqual([
      "cada país va una sola vez",
    ]);
    expect(issues(countriesField.safeParse(["Colombia", "Argentna"]))[0]).toBe(
      "no es el nombre de un país; escríbalo en español, como «Estados Unidos» o «Perú». ¿Quiso decir «Argentina»?",
    );
  });
});

describe("the sectors and the solution types", () => {
  it("take a sector once, and only the site's solution types", () => {
    expect(issues(sectorsField.safeParse(["Salud", "salud"]))).toEqual([
      "cada sector va una sola vez",
    ]);
    expect(issues(sectorsField.safeParse([]))[0]).toBe(
      "debe tener al menos un sector, o retire la cifra",
    );
    expect(issues(solutionsField.safeParse(["Chatbots"]))[0]).toMatch(
      /^debe ser uno de los tipos de solución del sitio: Chatbots inteligentes, /,
    );
    expect(solutionsField.safeParse([]).success).toBe(true);
  });

  it("the example gives the specification's lists", () => {
    const example = exampleValues();
    expect(example.countries).toEqual([
      "Colombia",
      "Argentina",
      "Uruguay",
      "Costa Rica",
      "España",
      "Estados Unidos",
      "Perú",
      "Panamá",
    ]);
    expect(example.sectors).toEqual([
      "Salud",
      "Bancario",
      "Restaurantes",
      "Automotriz",
      "Transporte y Logística",
      "Cines",
      "Tecnología y Software",
    ]);
    expect(example.solutions).toEqual(SOLUTION_TYPES);
  });

  it("a case backs a solution type the company gives", () => {
    const cases = [{ portfolio: "Chatbots inteligentes" }, { portfolio: "Tiendas en línea" }];
    expect(caseStudyProblems(cases, ["Chatbots inteligentes"])).toEqual([
      '  - caseStudies[1].portfolio = "Tiendas en línea": debe ser uno de los tipos de solución que la empresa da en solutions (company.json): Chatbots inteligentes',
    ]);
  });
});
