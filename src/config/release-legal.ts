/**
 * A value the company gave that is still a recognisable example (site-release.ts): a host
 * reserved for documentation, the example phone, NIT or street, a provider named «Ejemplo …»
 * (the legal pages would print it as a recipient of personal data: Ley 1581 de 2012, art. 12;
 * Decreto 1377 de 2013, art. 13) or a figure's source starting «Ejemplo:» (advertising binds and
 * must be truthful: Ley 1480 de 2011, arts. 23 and 29).
 */
import type { CompanyField } from "./company-fields.ts";
import { exampleValues } from "./company-data.ts";
import { EXAMPLE_SOURCE_PREFIX } from "./site-figures.ts";
import { problemLine, type SiteConfig, type SiteField } from "./site-schema.ts";
import { EXAMPLE_PROVIDER_PREFIX, SUBPROCESSOR_FIELDS } from "./subprocessors.ts";

/** Hosts reserved for documentation (RFC 2606): example.com/.net/.org and the .example TLD. */
const EXAMPLE_HOST = /(^|\.)(example\.(com|net|org)|example|test|invalid|localhost)$/i;
const EXAMPLE_PROVIDER = new RegExp(`^\\s*${EXAMPLE_PROVIDER_PREFIX}\\b`, "i");

/** Fields whose example is a placeholder for the company's own value. */
const PLACEHOLDER_FIELDS = new Set<SiteField>([
  "legalName",
  "nit",
  "addressStreet",
  "phoneDisplay",
  "phoneDigits",
  "landlineDisplay",
  "landlineDigits",
  "email",
  "privacyEmail",
  "portalUrl",
  "siteUrl",
  "facebookUrl",
  "instagramUrl",
  "linkedinUrl",
  "labRatingUrl",
]);
const PROVIDERS = new Set<string>(Object.values(SUBPROCESSOR_FIELDS).map((role) => role.provider));
const SOURCES = new Set<string>([
  "figureProjectsSource",
  "figureCountriesSource",
  "figureSectorsSource",
  "figureSatisfactionSource",
  "labRatingSource",
]);

const digits = (value: string) => value.replace(/\D/g, "");
const host = (value: string) =>
  URL.canParse(value) ? new URL(value).hostname : (value.split("@")[1] ?? "");
const withoutTrailingSlash = (value: string) => value.replace(/\/+$/, "");

function isPlaceholder(field: SiteField, value: string): boolean {
  const example = exampleValues() as Record<string, string>;
  if (!value) return false; // an empty optional field falls back to a field checked on its own
  if (EXAMPLE_HOST.test(host(value))) return true;
  if (field.startsWith("phone") || field.startsWith("landline")) {
    return digits(value) === digits(example.phoneDigits ?? "");
  }
  if (field === "nit") return digits(value) === digits(example.nit ?? "");
  return withoutTrailingSlash(value) === withoutTrailingSlash(example[field] ?? "");
}

/** A fallback copy of another field (the landline is the WhatsApp number) is reported under it. */
function isFallbackCopy(config: SiteConfig, field: CompanyField): boolean {
  if (field === "privacyEmail") return config.privacyEmail === config.email;
  if (field === "landlineDisplay") return config.landlineDisplay === config.phoneDisplay;
  if (field === "landlineDigits") return config.landlineDigits === config.phoneDigits;
  return false;
}

/** The report line for a given value that is still an example, or undefined. */
export function fakeValueProblem(config: SiteConfig, field: CompanyField): string | undefined {
  const value = config[field];
  if (typeof value !== "string" || isFallbackCopy(config, field)) return undefined;
  if (PLACEHOLDER_FIELDS.has(field) && isPlaceholder(field, value))
    return problemLine(field, value, "es un valor de ejemplo; ponga el de la empresa");
  if (PROVIDERS.has(field) && EXAMPLE_PROVIDER.test(value))
    return problemLine(
      field,
      value,
      "es un proveedor de ejemplo; ponga el que trata los datos por la empresa, con su país",
    );
  if (SOURCES.has(field) && value.startsWith(EXAMPLE_SOURCE_PREFIX))
    return problemLine(
      field,
      value,
      "es una fuente de ejemplo; ponga la de la empresa (qué se contó, cuándo y cuántos)",
    );
  return undefined;
}
