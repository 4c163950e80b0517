/**
 * The release check of the company's data (docs/configuration.md, "Comprobación de
 * publicación"): a release build (`npm run build:release`) publishes only what the company gave.
 * An example value is one the company folder (or a SITE_* variable) did not give, or one equal to
 * the example's placeholder where that is a recognisable fake: example.com hosts, the example
 * phone, NIT and street, the example brand names, «Ejemplo …» providers and «Ejemplo: …» sources.
 * A figure, a list of the home page, the reply time, the office hours and a country count as the
 * company's once given, even if they equal the example's. The normal build, a preview, accepts
 * them all.
 */
import { COMPANY_FIELDS, fieldName, type CompanyField } from "./company-fields.ts";
import { exampleValues } from "./company-data.ts";
import { FIGURE_FIELDS, FIGURE_IDS, hideWith, splitList, type FigureId } from "./site-figures.ts";
import { exampleBrandProblems } from "./site-release-brand.ts";
import { fakeValueProblem } from "./release-legal.ts";
import { quoteValue } from "./site-fields.ts";
import { type SiteConfig } from "./site-schema.ts";
import { SUBPROCESSOR_FIELDS } from "./subprocessors.ts";

/** Fields a release needs from the company, beyond the optional ones the example leaves empty. */
const NOT_REQUIRED: ReadonlySet<CompanyField> = new Set([
  // The colour of the example's mark: a release warns while both are the example's (release-warnings.ts).
  "brandColor",
]);

/** The figure a field belongs to, if any. */
function figureOf(field: CompanyField): FigureId | undefined {
  return FIGURE_IDS.find((id) => {
    const { values, source } = FIGURE_FIELDS[id];
    return (values as readonly string[]).includes(field) || source === field;
  });
}

/** What staff must do about a field the company did not give. */
function missingMessage(field: CompanyField, example: unknown, dir: string): string {
  const [path] = COMPANY_FIELDS[field];
  const figure = figureOf(field);
  const provider = /^providers\.(\w+)\.country$/.exec(path);
  const what = provider
    ? `el proveedor no tiene su país: se publicaría ${quoteValue(example)}, el del ejemplo; ponga el país donde trata los datos`
    : `falta: se publicaría el del ejemplo, ${quoteValue(example)}; ponga el de la empresa`;
  const where = `en ${dir}/company.json`;
  // A list counts as the company's once given, like a figure: whatever its items.
  const same = figure || Array.isArray(example) ? ", aunque coincida" : "";
  const hide = figure ? `, o retire la cifra con ${hideWith(figure)}` : "";
  return `${what} ${where}${same}${hide}`;
}

/** The role of a provider's field (its name or its country), if it is one. */
const roleOf = (field: CompanyField) =>
  Object.entries(SUBPROCESSOR_FIELDS).find(
    ([, fields]) => fields.provider === field || fields.country === field,
  );

/**
 * A provider the company did not give at all, neither name nor country: one line for the two
 * fields, on its name (none on its country), or undefined when it gave either.
 */
function missingProvider(
  field: CompanyField,
  given: ReadonlySet<CompanyField>,
  dir: string,
): string[] | undefined {
  const [role, fields] = roleOf(field) ?? [];
  if (!role || !fields || given.has(fields.provider) || given.has(fields.country)) return undefined;
  if (field === fields.country) return [];
  const example = exampleValues();
  const variables = [fields.provider, fields.country].map((name) => COMPANY_FIELDS[name][1]);
  return [
    `  - providers.${role} (${variables.join(", ")}): falta: se publicaría el del ejemplo, ${quoteValue(example[fields.provider])}, en ${String(example[fields.country])}; ponga el proveedor que trata esos datos por la empresa, con su nombre (name) y su país (country), en ${dir}/company.json`,
  ];
}

/**
 * One report line per field a release may not publish: not given by the company, or given as a
 * recognisable example. `given`: what the folder or a variable gave; `dir`: the company folder;
 * `invalid`: fields the file got wrong, already reported as such.
 */
export function releaseProblems(
  config: SiteConfig,
  given: ReadonlySet<CompanyField>,
  dir: string,
  invalid: ReadonlySet<CompanyField> = new Set(),
): string[] {
  const example = exampleValues();
  const hidden = new Set(splitList(config.figuresHidden));
  const brand = new Map(exampleBrandProblems(config).map((line) => [line.field, line.line]));
  return (Object.keys(COMPANY_FIELDS) as CompanyField[]).flatMap((field) => {
    const figure = figureOf(field);
    if ((figure && hidden.has(figure)) || invalid.has(field)) return [];
    const provider = missingProvider(field, given, dir);
    if (provider) return provider;
    const exampleValue = example[field];
    const required = !NOT_REQUIRED.has(field) && exampleValue !== "" && exampleValue !== undefined;
    if (required && !given.has(field)) {
      return [`  - ${fieldName(field)}: ${missingMessage(field, exampleValue, dir)}`];
    }
    const line = brand.get(field) ?? fakeValueProblem(config, field);
    return line ? [line] : [];
  });
}
