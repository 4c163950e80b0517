/**
 * What kind of build this is. A release build (SITE_RELEASE=1, `npm run build:release`) is the only
 * one that publishes: it refuses every example value. Any other build is a preview: it keeps
 * working with the example's data and says so on every page (noindex, X-Robots-Tag, robots.txt and
 * the "Vista previa" marker), so a preview deployed by mistake is never indexed nor taken for the
 * company's site.
 */
import { quoteValue } from "./site-fields.ts";
import { SiteConfigError } from "./site-schema.ts";

export const RELEASE_ENV = "SITE_RELEASE";

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
  const value = env[RELEASE_ENV];
  if (value === undefined) return false;
  const release = RELEASE_SWITCH.get(value);
  if (release === undefined) {
    throw new SiteConfigError(
      `Configuración del sitio inválida:\n  - ${RELEASE_ENV} = ${quoteValue(value)}: debe ser 1 (compilación de publicación) o 0 o vacía (compilación normal, una vista previa); otro valor no se adivina, para no saltarse las comprobaciones de publicación`,
    );
  }
  return release;
}

/** The command that previews and the one that publishes, as messages name them. */
export const PREVIEW_COMMAND = "npm run build";
export const RELEASE_COMMAND = "npm run build:release";

/**
 * Today's date in Colombia, AAAA-MM-DD: the day a release build publishes the legal pages, and the
 * earliest effective date a new version of them may take (legal-versions.ts).
 */
export function colombiaToday(now: Date = new Date()): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: "America/Bogota" }).format(now);
}
