/**
 * The example brand in a release build: the company name, the product name and its route of
 * site-defaults.ts are placeholders like the example phone, so a rebrand that forgets one of them
 * cannot publish "VérticeLab" at /verticelab under another company's name.
 */
import { derivedShortName } from "./short-name.ts";
import { siteDefaults } from "./site-defaults.ts";
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

/** The example short name: the one the example company name derives. */
const exampleShortName = derivedShortName(siteDefaults.companyName);

/** One report line per field that still carries the example brand (accents and case aside). */
export function exampleBrandProblems(config: SiteConfig): string[] {
  const left: SiteField[] = BRAND_FIELDS.filter(
    (field) => comparable(config[field]) === comparable(siteDefaults[field]),
  );
  // A short name of its own that repeats the example's; one derived from the example company
  // name is reported once, under companyName.
  const ownShortName = config.shortName !== derivedShortName(config.companyName);
  if (
    exampleShortName &&
    ownShortName &&
    comparable(config.shortName) === comparable(exampleShortName)
  ) {
    left.push("shortName");
  }
  return left.map((field) =>
    problemLine(field, config[field], "es el nombre de ejemplo; ponga el de la empresa"),
  );
}
