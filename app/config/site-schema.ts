import * as z from "zod/mini";
import {
  httpsUrl,
  isoDate,
  nit,
  optionalId,
  phoneDigits,
  quoteValue,
  phoneDisplay,
  siteOrigin,
  slug,
  text,
} from "./site-fields.ts";

const email = z.email("no es un correo electrónico válido");
/** Empty, or what `schema` accepts (one message for both cases). */
const orEmpty = <T extends z.ZodMiniType<string, string>>(schema: T, message: string) =>
  z.union([z.literal(""), schema], { error: message });

export const siteSchema = z.object({
  companyName: text(2, 32),
  /** Razón social with its company type, as registered (Decreto 1377 de 2013 art. 13). */
  legalName: text(2, 120),
  nit,
  addressStreet: text(5, 120),
  addressCity: text(2, 60),
  addressRegion: text(2, 60),
  labProductName: text(2, 24),
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
  facebookUrl: httpsUrl,
  instagramUrl: httpsUrl,
  linkedinUrl: httpsUrl,
  /** Recipients of personal data named on the privacy policy, with their countries. */
  hostingProvider: text(2, 80),
  hostingCountry: text(2, 60),
  aiProvider: text(2, 80),
  aiCountry: text(2, 60),
  gaMeasurementId: optionalId(
    /^G-[A-Z0-9]{4,}$/,
    "debe tener la forma G- seguida de letras y dígitos (p. ej. G-1A2B3C4D) o estar vacío",
  ),
  adsConversionId: optionalId(/^AW-\d{6,}$/, "debe tener la forma AW-123456789 o estar vacío"),
  adsWhatsappLabel: optionalId(/^[\w-]{4,}$/, "no es una etiqueta de conversión válida"),
  adsEmailLabel: optionalId(/^[\w-]{4,}$/, "no es una etiqueta de conversión válida"),
  legalUpdatedAt: isoDate,
  /** Fecha de entrada en vigencia of the legal pages: on or after their last update. */
  legalEffectiveAt: isoDate,
  /** Optional list price of the lab product in COP for the structured data; empty: none shown. */
  labPriceCop: optionalId(/^\d+$/, "debe ser un precio en pesos, solo dígitos, o estar vacío"),
});

export type SiteConfigInput = z.input<typeof siteSchema>;
/** The validated configuration, with the fallbacks (privacy e-mail, landline) filled in. */
export type SiteConfig = z.output<typeof siteSchema>;

/** Environment variable that overrides each field (documented in README). */
export const envNames = {
  companyName: "SITE_COMPANY_NAME",
  legalName: "SITE_LEGAL_NAME",
  nit: "SITE_NIT",
  addressStreet: "SITE_ADDRESS_STREET",
  addressCity: "SITE_ADDRESS_CITY",
  addressRegion: "SITE_ADDRESS_REGION",
  labProductName: "SITE_LAB_PRODUCT_NAME",
  labProductSlug: "SITE_LAB_PRODUCT_SLUG",
  phoneDisplay: "SITE_PHONE_DISPLAY",
  phoneDigits: "SITE_PHONE_DIGITS",
  landlineDisplay: "SITE_LANDLINE_DISPLAY",
  landlineDigits: "SITE_LANDLINE_DIGITS",
  email: "SITE_EMAIL",
  privacyEmail: "SITE_PRIVACY_EMAIL",
  portalUrl: "SITE_PORTAL_URL",
  siteUrl: "SITE_URL",
  facebookUrl: "SITE_FACEBOOK_URL",
  instagramUrl: "SITE_INSTAGRAM_URL",
  linkedinUrl: "SITE_LINKEDIN_URL",
  hostingProvider: "SITE_HOSTING_PROVIDER",
  hostingCountry: "SITE_HOSTING_COUNTRY",
  aiProvider: "SITE_AI_PROVIDER",
  aiCountry: "SITE_AI_COUNTRY",
  gaMeasurementId: "SITE_GA_MEASUREMENT_ID",
  adsConversionId: "SITE_ADS_CONVERSION_ID",
  adsWhatsappLabel: "SITE_ADS_WHATSAPP_LABEL",
  adsEmailLabel: "SITE_ADS_EMAIL_LABEL",
  legalUpdatedAt: "SITE_LEGAL_UPDATED_AT",
  legalEffectiveAt: "SITE_LEGAL_EFFECTIVE_AT",
  labPriceCop: "SITE_LAB_PRICE_COP",
} as const satisfies Record<keyof SiteConfig, string>;

export type SiteField = keyof SiteConfig;

export class SiteConfigError extends Error {
  override name = "SiteConfigError";
}

/** One line of an error report: field, its variable, the value and what is wrong. */
export function problemLine(field: string, value: unknown, message: string): string {
  const env = envNames[field as SiteField];
  return `  - ${field}${env ? ` (${env})` : ""} = ${quoteValue(value)}: ${message}`;
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
        `choca con /${taken}, que el sitio ya publica (otra ruta, un archivo de public/ o algo que escribe la compilación); elija otro`,
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
        `debe indicarse junto con ${other} (${envNames[other]}), o dejar ambos vacíos`,
      ),
    );
  }
  if (config.legalEffectiveAt < config.legalUpdatedAt) {
    problems.push(
      problemLine(
        "legalEffectiveAt",
        config.legalEffectiveAt,
        `no puede ser anterior a la última actualización, legalUpdatedAt (${envNames.legalUpdatedAt}) = "${config.legalUpdatedAt}"`,
      ),
    );
  }
  return problems;
}

/**
 * Validates the company configuration. A bad value throws one error that names every wrong
 * field, its environment variable and the value, so the build stops before shipping a broken link.
 */
export function parseSiteConfig(
  input: Record<string, unknown>,
  /** Top-level names of the published site the lab slug may not take (route-paths.ts, public/…). */
  reservedNames: Iterable<string> = [],
): SiteConfig {
  const result = siteSchema.safeParse(input);
  const problems = result.success
    ? crossFieldProblems(result.data, reservedNames)
    : result.error.issues.map((issue) => {
        const field = String(issue.path[0] ?? "(raíz)");
        return problemLine(field, input[field], issue.message);
      });
  if (problems.length > 0 || !result.success) {
    throw new SiteConfigError(`Configuración del sitio inválida:\n${problems.join("\n")}`);
  }
  const config = result.data;
  return {
    ...config,
    privacyEmail: config.privacyEmail || config.email,
    landlineDisplay: config.landlineDisplay || config.phoneDisplay,
    landlineDigits: config.landlineDigits || config.phoneDigits,
  };
}

/** Applies environment overrides (non-empty SITE_* variables) to the defaults. */
export function withEnvOverrides(
  defaults: SiteConfigInput,
  env: Record<string, string | undefined>,
): Record<string, unknown> {
  const merged: Record<string, unknown> = { ...defaults };
  for (const [field, name] of Object.entries(envNames)) {
    const value = env[name];
    if (value !== undefined && value !== "") merged[field] = value;
  }
  return merged;
}
