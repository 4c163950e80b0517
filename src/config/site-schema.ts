import * as z from "zod/mini";
import { legalName, nit } from "./legal-fields.ts";
import {
  optionalId,
  phoneDigits,
  quoteValue,
  phoneDisplay,
  slug,
  field,
  invisibleCharacter,
} from "./site-fields.ts";
import { httpsUrl, profileUrl, siteOrigin } from "./url-fields.ts";
import { derivedShortName, SHORT_NAME_MAX } from "./short-name.ts";
import { COMPANY_FIELDS, envNames, fieldName, withEnvOverrides } from "./company-fields.ts";
import { officeHoursField } from "./office-hours.ts";
import { figureFields, figureProblems } from "./site-figures.ts";
import { subprocessorFields } from "./subprocessors.ts";
import { phoneProblems } from "./phone-match.ts";
import { googleProblems } from "./google-fields.ts";
import { replyHoursField } from "./reply-time.ts";
import { solutionsField } from "./company-lists.ts";

/** Shown whole in the footer and contact cards, so it is bounded like the names. */
const email = z
  .email("no es un correo electrónico válido")
  .check(z.maxLength(64, "debe tener como máximo 64 caracteres"));
/** Empty, or what `schema` accepts (one message for both cases). */
const orEmpty = <T extends z.ZodMiniType<string, string>>(schema: T, message: string) =>
  z.union([z.literal(""), schema], { error: message });

export const siteSchema = z.object({
  /** Set in the header logo (text-lg beside the mark and the menu button on a 320 px phone). */
  companyName: field(2, 32, 18),
  /** Razón social with its company type, as registered (Decreto 1377 de 2013 art. 13). */
  legalName,
  nit,
  addressStreet: field(5, 120),
  addressCity: field(2, 60),
  addressRegion: field(2, 60),
  /** Set as the first words of the lab page's h1. */
  labProductName: field(2, 24, 14),
  labProductSlug: slug,
  phoneDisplay,
  phoneDigits,
  /** Optional landline for tel: links; empty: the WhatsApp number is used. */
  landlineDisplay: orEmpty(phoneDisplay, "debe ser un teléfono legible o estar vacío"),
  landlineDigits: orEmpty(phoneDigits, "debe tener solo dígitos (8 a 15) o estar vacío"),
  email,
  /** Mailbox for hábeas data requests; empty: the contact e-mail. */
  privacyEmail: orEmpty(email, "no es un correo electrónico válido ni está vacío"),
  portalUrl: httpsUrl,
  siteUrl: siteOrigin,
  facebookUrl: profileUrl("Facebook", "facebook.com"),
  instagramUrl: profileUrl("Instagram", "instagram.com"),
  linkedinUrl: profileUrl("LinkedIn", "linkedin.com"),
  /** Recipients of personal data the legal pages name, with their countries. */
  ...subprocessorFields,
  gaMeasurementId: optionalId(
    /^G-[A-Z0-9]{4,}$/,
    "debe tener la forma G- seguida de letras y dígitos (p. ej. G-1A2B3C4D) o estar vacío",
  ),
  adsConversionId: optionalId(/^AW-\d{6,}$/, "debe tener la forma AW-123456789 o estar vacío"),
  adsWhatsappLabel: optionalId(/^[\w-]{4,}$/, "no es una etiqueta de conversión válida"),
  adsEmailLabel: optionalId(/^[\w-]{4,}$/, "no es una etiqueta de conversión válida"),
  /** Business hours within which the company promises a reply (reply-time.ts). */
  replyHours: replyHoursField,
  /** The hours the company's people answer (office-hours.ts). */
  officeHours: officeHoursField,
  /** The brand's colour: the browser's bar, the manifest and the square icons' background. */
  brandColor: z
    .string()
    .check(z.regex(/^#[0-9a-fA-F]{6}$/, "debe ser un color hexadecimal #rrggbb (p. ej. #0a1428)")),
  /** The home-screen name (manifest short_name); empty: derived from companyName. */
  shortName: z.string().check(
    z.trim(),
    z.refine(
      (value) => value.length <= SHORT_NAME_MAX,
      `debe tener como máximo ${SHORT_NAME_MAX} caracteres, los que un teléfono muestra bajo el icono`,
    ),
    z.refine(
      (value) => !invisibleCharacter(value),
      "contiene un carácter de control o de dirección de texto",
    ),
  ),
  /** The solution types the company has delivered (company-lists.ts). */
  solutions: solutionsField,
  ...figureFields,
});

export type SiteConfigInput = z.input<typeof siteSchema>;
/** The validated configuration, with the fallbacks (privacy e-mail, landline) filled in. */
export type SiteConfig = z.output<typeof siteSchema>;

export type SiteField = keyof SiteConfig;
export { envNames, withEnvOverrides };

// Every field has its place in company.json and every place names a field: a field added without
// one, or one left behind, fails the type check here.
type SameKeys<A, B> = [keyof A] extends [keyof B]
  ? [keyof B] extends [keyof A]
    ? true
    : false
  : false;
const fieldsMatch: SameKeys<typeof COMPANY_FIELDS, SiteConfig> = true;
void fieldsMatch;

export class SiteConfigError extends Error {
  override name = "SiteConfigError";
}

/** One line of an error report: field, its variable, the value and what is wrong. */
export function problemLine(field: string, value: unknown, message: string): string {
  return `  - ${fieldName(field)} = ${quoteValue(value)}: ${message}`;
}

/** The reserved name the lab slug would collide with: a name itself or its stem ("icons.svg"). */
function slugCollision(slug: string, reservedNames: Iterable<string>): string | undefined {
  for (const name of reservedNames) if (name === slug || name.split(".")[0] === slug) return name;
  return undefined;
}

/** Checks that involve more than one field or what else the site publishes. */
function crossFieldProblems(config: SiteConfig, reservedNames: Iterable<string>): string[] {
  const problems: string[] = [];
  const taken = slugCollision(config.labProductSlug, reservedNames);
  if (taken) {
    problems.push(
      problemLine(
        "labProductSlug",
        config.labProductSlug,
        `choca con /${taken}, que el sitio ya publica (otra ruta de src/pages/ o algo que escribe la compilación); elija otro`,
      ),
    );
  }
  if (!config.landlineDigits !== !config.landlineDisplay) {
    const [missing, other] = config.landlineDigits
      ? (["landlineDisplay", "landlineDigits"] as const)
      : (["landlineDigits", "landlineDisplay"] as const);
    problems.push(
      problemLine(
        missing,
        config[missing],
        `debe indicarse junto con ${fieldName(other)}, o dejar ambos vacíos`,
      ),
    );
  }
  for (const { field, message } of figureProblems(config))
    problems.push(problemLine(field, config[field], message));
  for (const { field, message } of phoneProblems(config))
    problems.push(problemLine(field, config[field], message));
  for (const { field, message } of googleProblems(config))
    problems.push(problemLine(field, config[field], message));
  if (!config.shortName && !derivedShortName(config.companyName)) {
    problems.push(
      problemLine(
        "companyName",
        config.companyName,
        `ni el nombre ni su primera palabra caben en ${SHORT_NAME_MAX} caracteres bajo el icono de un teléfono; ponga un nombre corto en ${fieldName("shortName")}`,
      ),
    );
  }
  return problems;
}

/** The configuration, or every problem with it (one report line each). */
export function checkSiteConfig(
  input: Record<string, unknown>,
  /** Top-level names of the published site the lab slug may not take (scripts/site-config.ts). */
  reservedNames: Iterable<string> = [],
): { config?: SiteConfig; problems: string[] } {
  const result = siteSchema.safeParse(input);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => {
      const field = String(issue.path[0] ?? "(raíz)");
      return problemLine(field, input[field], issue.message);
    });
    return { problems };
  }
  const problems = crossFieldProblems(result.data, reservedNames);
  if (problems.length > 0) return { problems };
  const config = result.data;
  return {
    problems,
    config: {
      ...config,
      privacyEmail: config.privacyEmail || config.email,
      landlineDisplay: config.landlineDisplay || config.phoneDisplay,
      landlineDigits: config.landlineDigits || config.phoneDigits,
      shortName: config.shortName || (derivedShortName(config.companyName) ?? ""),
    },
  };
}

/** The heading of a report of wrong values. */
export const INVALID_HEADING = "Configuración del sitio inválida:";

/**
 * Validates the company configuration. A bad value throws one error that names every wrong
 * field, its environment variable and the value, so the build stops before shipping a broken link.
 */
export function parseSiteConfig(
  input: Record<string, unknown>,
  reservedNames: Iterable<string> = [],
): SiteConfig {
  const { config, problems } = checkSiteConfig(input, reservedNames);
  if (!config) throw new SiteConfigError(`${INVALID_HEADING}\n${problems.join("\n")}`);
  return config;
}
