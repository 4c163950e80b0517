/**
 * The figures the site claims (docs/configuration.md, "Cifras y sus fuentes"): each is company
 * configuration with a short source a visitor can read, because a marketing figure is a claim the
 * company must be able to back (Ley 1480 de 2011, arts. 23, 29 y 30). The countries and sectors
 * figures are counted from the company's lists the page shows (company-lists.ts), so no sentence
 * can contradict them.
 */
import * as z from "zod/mini";
import { fieldName } from "./company-fields.ts";
import { countriesField, sectorsField } from "./company-lists.ts";
import { optionalId, quoteValue, text } from "./site-fields.ts";
import { httpsUrl } from "./url-fields.ts";

export const FIGURE_IDS = [
  "projects",
  "countries",
  "sectors",
  "satisfaction",
  "labRating",
] as const;
export type FigureId = (typeof FIGURE_IDS)[number];

/** What was counted, when and how many: long enough to say it, short enough for a footnote. */
const source = z.union([z.literal(""), text(15, 200)], {
  error: "debe decir qué se contó, cuándo y cuántos (15 a 200 caracteres), o estar vacía",
});

const hiddenList = z.string().check(
  z.superRefine((value, context) => {
    const message = unknownFigureNames(value);
    if (message) context.issues.push({ code: "custom", input: value, message });
  }),
);

export const figureFields = {
  /** Delivered projects as shown: "50+" or "52". */
  figureProjects: optionalId(/^\d{1,5}\+?$/, 'debe ser un número, con "+" opcional (p. ej. 50+)'),
  figureProjectsSource: source,
  /** Where the company has clients or projects; counted as "N Países con Presencia". */
  countries: countriesField,
  figureCountriesSource: source,
  /** The sectors the company has worked in; counted as "N Sectores". */
  sectors: sectorsField,
  figureSectorsSource: source,
  /** Satisfied clients, in percent (whole number). */
  figureSatisfaction: optionalId(/^(100|\d{1,2})$/, "debe ser un porcentaje entero de 0 a 100"),
  figureSatisfactionSource: source,
  /** The lab product's average rating out of 5, one decimal ("4.9" or "4,9"). */
  labRatingValue: optionalId(
    /^([1-4]([.,]\d)?|5([.,]0)?)$/,
    "debe ser una nota de 1 a 5 con un decimal",
  ),
  labRatingCount: optionalId(/^[1-9]\d{0,5}$/, "debe ser un número entero de valoraciones"),
  labRatingSource: source,
  /** Where the rating's reviews can be read (the rating line links there); empty: no link. */
  labRatingUrl: z.union([z.literal(""), httpsUrl], {
    error: "debe ser la dirección https donde se leen las valoraciones, o estar vacía",
  }),
  /** Figures the company switches off: they leave the page and the structured data together. */
  figuresHidden: hiddenList,
};

/** Every example source starts with this word, so a visitor reads it as one and a release refuses it. */
export const EXAMPLE_SOURCE_PREFIX = "Ejemplo:";

type FigureConfig = { [K in keyof typeof figureFields]: z.output<(typeof figureFields)[K]> };

/** Each figure's value fields and its source, by id (the switch-off names figures by id). */
export const FIGURE_FIELDS = {
  projects: { values: ["figureProjects"], source: "figureProjectsSource" },
  countries: { values: ["countries"], source: "figureCountriesSource" },
  sectors: { values: ["sectors"], source: "figureSectorsSource" },
  satisfaction: { values: ["figureSatisfaction"], source: "figureSatisfactionSource" },
  labRating: { values: ["labRatingValue", "labRatingCount"], source: "labRatingSource" },
} as const satisfies Record<
  FigureId,
  { values: readonly (keyof FigureConfig)[]; source: keyof FigureConfig }
>;

export function splitList(value: string): string[] {
  return value
    .split(",")
    .map((item) => item.trim())
    .filter(Boolean);
}

/**
 * What is wrong in a switch-off list, or undefined: each name it does not know, with the one it
 * probably meant where only the case differs, and the valid names.
 */
export function unknownFigureNames(list: string): string | undefined {
  const ids: readonly string[] = FIGURE_IDS;
  const unknown = splitList(list).filter((item) => !ids.includes(item));
  if (unknown.length === 0) return undefined;
  const named = unknown.map((item) => {
    const meant = ids.find((id) => id.toLowerCase() === item.toLowerCase());
    return `${quoteValue(item)}${meant ? ` (¿quiso decir ${meant}?)` : ""}`;
  });
  const what = unknown.length === 1 ? "no es el nombre de una cifra" : "no son nombres de cifras";
  return `${named.join(", ")} ${what}; los nombres válidos son ${FIGURE_IDS.join(", ")}, separados por comas (o la lista vacía)`;
}

/** The figures the page and the structured data show, in page order. */
export function shownFigures(config: Pick<FigureConfig, "figuresHidden">): FigureId[] {
  const hidden = new Set(splitList(config.figuresHidden));
  return FIGURE_IDS.filter((id) => !hidden.has(id));
}

/** How a company retires figure `id`: in the file, or with the variable. */
export function hideWith(id: FigureId): string {
  return `"${id}" en ${fieldName("figuresHidden")}`;
}

export type FigureProblem = { field: keyof FigureConfig; message: string };

const hideHint = (id: FigureId) => `o retire la cifra con ${hideWith(id)}`;

/** Every build: a shown figure needs its value and its source. */
export function figureProblems(config: FigureConfig): FigureProblem[] {
  return shownFigures(config).flatMap((id) => {
    const { values, source } = FIGURE_FIELDS[id];
    return [...values, source]
      .filter((field) => config[field].length === 0)
      .map((field) => ({
        field,
        message: `una cifra visible necesita su valor y su fuente; complete este campo ${hideHint(id)}`,
      }));
  });
}

/** A release build: no shown figure may keep an example source. */
export function figureReleaseProblems(config: FigureConfig): FigureProblem[] {
  return shownFigures(config).flatMap((id) => {
    const field = FIGURE_FIELDS[id].source;
    if (!config[field].startsWith(EXAMPLE_SOURCE_PREFIX)) return [];
    const message = `es un valor de ejemplo; ponga la fuente de la empresa (qué se contó, cuándo y cuántos) ${hideHint(id)}`;
    return [{ field, message }];
  });
}
