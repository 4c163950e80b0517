/**
 * The example brand in a release build: the company name, the product name and its route of the
 * example company are placeholders like the example phone, so a rebrand that forgets one of them
 * cannot publish "VérticeLab" at /verticelab under another company's name, however it is spelt.
 */
import { exampleValues } from "./company-data.ts";
import { derivedShortName } from "./short-name.ts";
import { problemLine, type SiteConfig, type SiteField } from "./site-schema.ts";

/** A name as a reader tells it apart: no accents, case, spaces or punctuation. */
const comparable = (name: string) =>
  name
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]/gu, "");

const BRAND_FIELDS = [
  "companyName",
  "labProductName",
  "labProductSlug",
] as const satisfies readonly SiteField[];

/** One line per field that still carries the example brand (accents and case aside). */
export function exampleBrandProblems(config: SiteConfig): { field: SiteField; line: string }[] {
  const example = exampleValues() as Record<SiteField, string>;
  const left: SiteField[] = BRAND_FIELDS.filter(
    (field) => comparable(config[field]) === comparable(example[field]),
  );
  // A short name of its own that repeats the example's; one derived from the example company
  // name is reported once, under companyName.
  const exampleShortName = derivedShortName(example.companyName);
  const ownShortName = config.shortName !== derivedShortName(config.companyName);
  if (
    exampleShortName &&
    ownShortName &&
    comparable(config.shortName) === comparable(exampleShortName)
  ) {
    left.push("shortName");
  }
  return left.map((field) => ({
    field,
    line: problemLine(field, config[field], "es el nombre de ejemplo; ponga el de la empresa"),
  }));
}
