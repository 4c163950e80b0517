/**
 * The release check: a release build (SITE_RELEASE=1, `npm run build:release`) refuses the example
 * identity of site-defaults.ts, so no company publishes it by mistake. The normal build accepts it.
 */
import { proofReleaseProblems } from "./release-proof.ts";
import { siteDefaults } from "./site-defaults.ts";
import { figureReleaseProblems } from "./site-figures.ts";
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
  "hostingProvider",
  "aiProvider",
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
  return [...identity, ...figures];
}

/** Days a legal date may lie after the build: a later one is a typo (9999-12-31), not a plan. */
export const MAX_LEGAL_DAYS_AHEAD = 366;
const LEGAL_DATES = ["legalUpdatedAt", "legalEffectiveAt"] as const satisfies readonly SiteField[];
const DAY_MS = 86_400_000;

/** One report line per legal date more than MAX_LEGAL_DAYS_AHEAD days after `today`. */
export function futureDateProblems(config: SiteConfig, today = new Date()): string[] {
  const day = today.toISOString().slice(0, 10);
  const limit = new Date(Date.parse(day) + MAX_LEGAL_DAYS_AHEAD * DAY_MS)
    .toISOString()
    .slice(0, 10);
  return LEGAL_DATES.filter((field) => config[field] > limit).map((field) =>
    problemLine(
      field,
      config[field],
      `está a más de un año de la compilación (${day}); publique la fecha real`,
    ),
  );
}

/** Today's date in Colombia, AAAA-MM-DD: the day a release build publishes the legal pages. */
export function colombiaToday(now: Date = new Date()): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: "America/Bogota" }).format(now);
}

/**
 * The legal pages may not say they took effect before the build that publishes them (Decreto
 * 1377 de 2013, arts. 5 and 13: a change is told before it applies): empty list, or one line.
 */
export function effectiveDateProblems(config: SiteConfig, today: string): string[] {
  if (config.legalEffectiveAt >= today) return [];
  return [
    problemLine(
      "legalEffectiveAt",
      config.legalEffectiveAt,
      `es anterior al día de esta compilación (${today}, hora de Colombia): las páginas legales no pueden regir desde antes de publicarse; ponga esa fecha o una posterior`,
    ),
  ];
}

/** True when the environment asks for a release build. */
export function isReleaseBuild(env: Record<string, string | undefined>): boolean {
  return env.SITE_RELEASE === "1" || env.SITE_RELEASE === "true";
}

/**
 * Throws one error listing every example value left (the proof file's and the reply time's too,
 * read from `env`), every legal date too far ahead and an effective date before the build day
 * (counted in Colombia time), each with its variable.
 */
export function assertReleaseReady(
  config: SiteConfig,
  today = new Date(),
  env: Record<string, string | undefined> = process.env,
): void {
  const problems = [
    ...releaseProblems(config),
    ...proofReleaseProblems(config, env),
    ...futureDateProblems(config, today),
    ...effectiveDateProblems(config, colombiaToday(today)),
  ];
  if (problems.length === 0) return;
  throw new SiteConfigError(
    `Compilación de publicación (SITE_RELEASE=1): hay valores que no se pueden publicar. Ponga los de la empresa en src/config/site-defaults.ts, en su variable o en el archivo de pruebas (docs/proof.md):\n${problems.join("\n")}`,
  );
}
