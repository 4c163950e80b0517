/**
 * The company's lists the home page shows and counts (docs/configuration.md, "Listas de la
 * portada"): the countries where it has clients or projects ("Presencia Internacional", counted
 * as "N Países con Presencia"), the sectors it has worked in (counted as "N Sectores"), and the
 * solution types it has delivered ("Soluciones que hemos construido"). Claims like the figures
 * (Ley 1480 de 2011, arts. 23, 29 y 30): the example gives the specification's lists, and a
 * release refuses each list the company did not give, even if it would be the same. Pure.
 */
import * as z from "zod/mini";
import { closestName } from "./closest-name.ts";
import { text } from "./site-fields.ts";

/**
 * The solution types the site can show, each with its icon and category tag
 * (src/content/portfolio.ts): the specification's twelve. The company says which it delivered.
 */
export const SOLUTION_TYPES = [
  "Chatbots inteligentes",
  "Análisis de sentimientos",
  "Tiendas en línea",
  "Sistemas administrativos internos",
  "Plataformas de seguimiento de carga",
  "Controladores de robots",
  "Páginas web institucionales",
  "Soluciones personalizadas a medida",
  "Integraciones con sistemas existentes",
  "Automatización de procesos",
  "Aplicaciones de soporte técnico",
  "Software para laboratorios clínicos",
] as const;
export type SolutionType = (typeof SOLUTION_TYPES)[number];

/** The head office's country: the page shows it first, as "Sede principal". */
export const HEAD_OFFICE_COUNTRY = "Colombia";
/** More than a screen of flags or chips on a phone. */
export const MAX_LIST = 12;

/**
 * Codes with a Spanish name in ICU that are not a country with a flag: retired codes that name a
 * country again (DD is Alemania too), groupings and pseudo-regions. A unit test checks that every
 * other named code has its flag in country-flag-icons.
 */
const NOT_COUNTRIES = new Set(
  "AC AN BU CP CQ CS DD DG DY EA EU EZ FX HV IC NH QO RH SU TA TP UK UN VD XA XB YD YU ZR ZZ".split(
    " ",
  ),
);
const LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ";
/** A name as lists compare it: "peru", "Perú" and " PERÚ" are the same country. */
export const plain = (name: string) =>
  name.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase().replace(/\s+/g, " ").trim();

let byName: Map<string, { code: string; name: string }> | undefined;

/** Every country by its Spanish name (ICU's, as Intl.DisplayNames gives it), read once. */
function countries() {
  if (byName) return byName;
  const names = new Intl.DisplayNames(["es"], { type: "region", fallback: "none" });
  byName = new Map();
  for (const first of LETTERS) {
    for (const second of LETTERS) {
      const code = `${first}${second}`;
      const name = NOT_COUNTRIES.has(code) ? undefined : names.of(code);
      if (name) byName.set(plain(name), { code, name });
    }
  }
  return byName;
}

/** A country as written in company.json: its ISO code and its Spanish name, or undefined. */
export function countryOf(written: string): { code: string; name: string } | undefined {
  return countries().get(plain(written));
}

/** Every code the list accepts (the flags test checks each has one). */
export const countryCodes = () => [...countries().values()].map((country) => country.code);

/** Each entry once: names compared without case, accents or extra spaces. */
const once = <T extends string>(what: string) =>
  z.refine<T[]>((items) => {
    const seen = items.map(plain);
    return new Set(seen).size === seen.length;
  }, `cada ${what} va una sola vez`);

const countryName = z.string().check(
  z.superRefine((value, context) => {
    if (countryOf(value)) return;
    const meant = closestName(plain(value), [...countries().keys()]);
    const suggestion = meant ? ` ¿Quiso decir «${countries().get(meant)?.name}»?` : "";
    context.issues.push({
      code: "custom",
      input: value,
      message: `no es el nombre de un país; escríbalo en español, como «Estados Unidos» o «Perú».${suggestion}`,
    });
  }),
);

export const countriesField = z.array(countryName).check(
  z.minLength(1, "debe tener al menos un país, o retire la cifra"),
  z.maxLength(MAX_LIST, `debe tener como máximo ${MAX_LIST} países`),
  once("país"),
  z.refine(
    (items) => items.some((item) => countryOf(item)?.name === HEAD_OFFICE_COUNTRY),
    `debe incluir ${HEAD_OFFICE_COUNTRY}, donde está la sede principal`,
  ),
);

export const sectorsField = z
  .array(text(2, 40, 18))
  .check(
    z.minLength(1, "debe tener al menos un sector, o retire la cifra"),
    z.maxLength(MAX_LIST, `debe tener como máximo ${MAX_LIST} sectores`),
    once("sector"),
  );

export const solutionsField = z
  .array(
    z.enum(SOLUTION_TYPES, {
      error: `debe ser uno de los tipos de solución del sitio: ${SOLUTION_TYPES.join(", ")}`,
    }),
  )
  .check(once<SolutionType>("tipo de solución"));

/**
 * The case studies of proof.json whose `portfolio` is not a solution type the company gave: a
 * case backs a type the page lists. One line each, by its place in proof.json.
 */
export function caseStudyProblems(
  cases: readonly { portfolio: string }[],
  solutions: readonly string[],
): string[] {
  return cases.flatMap((item, index) =>
    solutions.includes(item.portfolio)
      ? []
      : [
          `  - caseStudies[${index}].portfolio = ${JSON.stringify(item.portfolio)}: debe ser uno de los tipos de solución que la empresa da en solutions (company.json): ${solutions.join(", ") || "(ninguno)"}`,
        ],
  );
}
