import { figureEnvNames } from "./site-figures.ts";
import { subprocessorEnvNames } from "./subprocessors.ts";

/**
 * Environment variable that overrides each field (documented in README). site-schema.ts checks
 * that every field of the configuration has one and every name here is a field.
 */
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
  ...subprocessorEnvNames,
  gaMeasurementId: "SITE_GA_MEASUREMENT_ID",
  adsConversionId: "SITE_ADS_CONVERSION_ID",
  adsWhatsappLabel: "SITE_ADS_WHATSAPP_LABEL",
  adsEmailLabel: "SITE_ADS_EMAIL_LABEL",
  replyHours: "SITE_REPLY_HOURS",
  shortName: "SITE_SHORT_NAME",
  ...figureEnvNames,
} as const;

/**
 * Applies environment overrides to the defaults. A variable set to "" is a value like any other:
 * an optional field becomes empty, a required one is refused (never the example brand again).
 */
export function withEnvOverrides(
  defaults: Readonly<Record<string, unknown>>,
  env: Record<string, string | undefined>,
): Record<string, unknown> {
  const merged: Record<string, unknown> = { ...defaults };
  for (const [field, name] of Object.entries(envNames)) {
    const value = env[name];
    if (value !== undefined) merged[field] = value;
  }
  return merged;
}
