/**
 * The release check: a release build (SITE_RELEASE=1, `npm run build:release`) refuses the example
 * identity of site-defaults.ts, so no company publishes it by mistake. The normal build accepts it.
 */
import { proofReleaseProblems } from "./release-proof.ts";
import { siteDefaults } from "./site-defaults.ts";
import { figureValueReleaseProblems, subprocessorReleaseProblems } from "./release-legal.ts";
import { figureReleaseProblems } from "./site-figures.ts";
import { exampleBrandProblems } from "./site-release-brand.ts";
import { quoteValue } from "./site-fields.ts";
import { problemLine, SiteConfigError, type SiteConfig, type SiteField } from "./site-schema.ts";

/** Hosts reserved for documentation (RFC 2606): example.com/.net/.org and the .example TLD. */
const EXAMPLE_HOST = /(^|\.)(example\.(com|net|org)|example|test|invalid|localhost)$/i;

/**
 * Fields whose default is a placeholder for the company's own value. The brand names, the city,
 * the countries and the dates are real choices a company may keep, so they are not listed.
 */
const EXAMPLE_FIELDS = [
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
] as const satisfies readonly SiteField[];

const digits = (value: string) => value.replace(/\D/g, "");
const host = (value: string) =>
  URL.canParse(value) ? new URL(value).hostname : (value.split("@")[1] ?? "");
const withoutTrailingSlash = (value: string) => value.replace(/\/+$/, "");

function isExample(field: (typeof EXAMPLE_FIELDS)[number], value: string): boolean {
  const example = siteDefaults[field];
  if (!value) return false; // an empty optional field falls back to a field checked on its own
  if (EXAMPLE_HOST.test(host(value))) return true;
  if (field.startsWith("phone") || field.startsWith("landline")) {
    return digits(value) === digits(siteDefaults.phoneDigits);
  }
  if (field === "nit") return digits(value) === digits(siteDefaults.nit);
  return withoutTrailingSlash(value) === withoutTrailingSlash(example);
}

/** One report line per field that still holds an example value (empty list: ready to publish). */
export function releaseProblems(config: SiteConfig): string[] {
  const resolvedFallbacks = {
    privacyEmail: config.privacyEmail === config.email,
    landlineDisplay: config.landlineDisplay === config.phoneDisplay,
    landlineDigits: config.landlineDigits === config.phoneDigits,
  };
  const identity = EXAMPLE_FIELDS.filter((field) => {
    // A fallback copy of another field is reported once, under that field.
    if (field in resolvedFallbacks && resolvedFallbacks[field as keyof typeof resolvedFallbacks])
      return false;
    return isExample(field, config[field]);
  }).map((field) =>
    problemLine(field, config[field], "es un valor de ejemplo; ponga el de la empresa"),
  );
  const figures = figureReleaseProblems(config).map(({ field, message }) =>
    problemLine(field, config[field], message),
  );
  return [...identity, ...subprocessorReleaseProblems(config), ...figures];
}

/**
 * Today's date in Colombia, AAAA-MM-DD: the day a release build publishes the legal pages, and the
 * earliest effective date a new version of them may take (legal-versions.ts).
 */
export function colombiaToday(now: Date = new Date()): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: "America/Bogota" }).format(now);
}

/**
 * What SITE_RELEASE may say, and what each value means. Any other value ("yes", "TRUE", "1 ")
 * stops the build: read as "no", it would skip every release check without a word.
 */
const RELEASE_SWITCH: ReadonlyMap<string, boolean> = new Map([
  ["1", true],
  ["0", false],
  ["", false],
]);

/** True when the environment asks for a release build; throws on a value it does not know. */
export function isReleaseBuild(env: Record<string, string | undefined>): boolean {
  const value = env.SITE_RELEASE;
  if (value === undefined) return false;
  const release = RELEASE_SWITCH.get(value);
  if (release === undefined) {
    throw new SiteConfigError(
      `Configuración del sitio inválida:\n  - SITE_RELEASE = ${quoteValue(value)}: debe ser 1 (compilación de publicación) o 0 o vacía (compilación normal); otro valor no se adivina, para no saltarse las comprobaciones de publicación`,
    );
  }
  return release;
}

/**
 * Throws one error listing every example value left (the proof file's and the reply time's too),
 * each with its variable (`env`: the variables the build was given, to tell a figure set on
 * purpose from the example, and the proof file's path). The legal
 * texts' dates are checked against their record of versions when the pages are rendered
 * (scripts/legal-versions.ts).
 */
export function assertReleaseReady(
  config: SiteConfig,
  env: Record<string, string | undefined> = process.env,
): void {
  const problems = [
    ...releaseProblems(config),
    ...exampleBrandProblems(config),
    ...figureValueReleaseProblems(config, env),
    ...proofReleaseProblems(config, env),
  ];
  if (problems.length === 0) return;
  throw new SiteConfigError(
    `Compilación de publicación (SITE_RELEASE=1): hay valores que no se pueden publicar. Ponga los de la empresa en src/config/site-defaults.ts, en su variable o en el archivo de pruebas (docs/proof.md):\n${problems.join("\n")}`,
  );
}
