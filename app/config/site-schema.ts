import * as z from "zod/mini";

/** Digits only, country code first (what wa.me and tel: links need). */
const phoneDigits = z
  .string()
  .check(z.regex(/^\d{8,15}$/, "debe tener solo dígitos (8 a 15), con el indicativo del país"));
const httpsUrl = z
  .string()
  .check(z.url({ protocol: /^https?$/, error: "no es una URL válida (http o https)" }));
const slug = z
  .string()
  .check(
    z.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "debe ser un slug en minúsculas (a-z, 0-9 y guiones)"),
  );
const isoDate = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, "debe ser una fecha AAAA-MM-DD"));
const optionalId = (pattern: RegExp, message: string) =>
  z.string().check(z.refine((value) => value === "" || pattern.test(value), message));

export const siteSchema = z.object({
  companyName: z.string().check(z.minLength(2, "no puede estar vacío")),
  labProductName: z.string().check(z.minLength(2, "no puede estar vacío")),
  labProductSlug: slug,
  phoneDisplay: z
    .string()
    .check(
      z.regex(/^\+?[\d\s()-]{8,20}$/, "debe ser un teléfono legible, p. ej. +57 300 000 0000"),
    ),
  phoneDigits,
  email: z.string().check(z.email("no es un correo electrónico válido")),
  portalUrl: httpsUrl,
  siteUrl: httpsUrl,
  facebookUrl: httpsUrl,
  instagramUrl: httpsUrl,
  linkedinUrl: httpsUrl,
  gaMeasurementId: optionalId(
    /^G-[A-Z0-9]{4,}$/,
    "debe tener la forma G- seguida de letras y dígitos (p. ej. G-1A2B3C4D) o estar vacío",
  ),
  adsConversionId: optionalId(/^AW-\d{6,}$/, "debe tener la forma AW-123456789 o estar vacío"),
  adsWhatsappLabel: optionalId(/^[\w-]{4,}$/, "no es una etiqueta de conversión válida"),
  adsEmailLabel: optionalId(/^[\w-]{4,}$/, "no es una etiqueta de conversión válida"),
  legalUpdatedAt: isoDate,
  /** Optional list price of the lab product in COP for the structured data; empty: none shown. */
  labPriceCop: optionalId(/^\d+$/, "debe ser un precio en pesos, solo dígitos, o estar vacío"),
});

export type SiteConfigInput = z.input<typeof siteSchema>;
export type SiteConfig = z.output<typeof siteSchema>;

/** Environment variable that overrides each field (documented in README). */
export const envNames = {
  companyName: "SITE_COMPANY_NAME",
  labProductName: "SITE_LAB_PRODUCT_NAME",
  labProductSlug: "SITE_LAB_PRODUCT_SLUG",
  phoneDisplay: "SITE_PHONE_DISPLAY",
  phoneDigits: "SITE_PHONE_DIGITS",
  email: "SITE_EMAIL",
  portalUrl: "SITE_PORTAL_URL",
  siteUrl: "SITE_URL",
  facebookUrl: "SITE_FACEBOOK_URL",
  instagramUrl: "SITE_INSTAGRAM_URL",
  linkedinUrl: "SITE_LINKEDIN_URL",
  gaMeasurementId: "SITE_GA_MEASUREMENT_ID",
  adsConversionId: "SITE_ADS_CONVERSION_ID",
  adsWhatsappLabel: "SITE_ADS_WHATSAPP_LABEL",
  adsEmailLabel: "SITE_ADS_EMAIL_LABEL",
  legalUpdatedAt: "SITE_LEGAL_UPDATED_AT",
  labPriceCop: "SITE_LAB_PRICE_COP",
} as const satisfies Record<keyof SiteConfig, string>;

export class SiteConfigError extends Error {
  override name = "SiteConfigError";
}

/**
 * Validates the company configuration. A bad value throws one error that names every wrong
 * field, its environment variable and the value, so the build stops before shipping a broken link.
 */
export function parseSiteConfig(input: Record<string, unknown>): SiteConfig {
  const result = siteSchema.safeParse(input);
  if (result.success) return result.data;
  const lines = result.error.issues.map((issue) => {
    const field = String(issue.path[0] ?? "(raíz)");
    const env = envNames[field as keyof SiteConfig];
    const value = JSON.stringify(input[field]);
    return `  - ${field}${env ? ` (${env})` : ""} = ${value}: ${issue.message}`;
  });
  throw new SiteConfigError(`Configuración del sitio inválida:\n${lines.join("\n")}`);
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
