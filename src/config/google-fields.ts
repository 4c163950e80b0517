/**
 * The Google products the configuration may name, and the combinations that would build a site
 * that says one thing and does another. Google Analytics 4 is what turns the measurement on: its
 * ID shows the consent bar and "Preferencias de cookies", and starts the code that loads the
 * Google tag once a purpose is granted (src/lib/consent.ts, src/lib/google-products.ts). The bar
 * asks for both purposes and names both products in its first layer (src/content/consent.ts), and
 * docs/requirements.md ("Consent") ties the bar to the analytics ID. So Google Ads rides on it:
 * an Ads ID without it would be named by the privacy policy and opened by the CSP while no bar
 * asks, no tag loads and its conversions never leave the page; a conversion label without the Ads
 * ID would go nowhere. Both are refused rather than half-built.
 */
import { fieldName } from "./company-fields.ts";

type GoogleField = "adsConversionId" | "adsWhatsappLabel" | "adsEmailLabel";
export type GoogleProblem = { field: GoogleField; message: string };

type GoogleConfig = Record<GoogleField | "gaMeasurementId", string>;

const LABELS = [
  ["adsWhatsappLabel", "WhatsApp"],
  ["adsEmailLabel", "correo"],
] as const;

/** Every Google Ads value that cannot work with the other values given. */
export function googleProblems(config: GoogleConfig): GoogleProblem[] {
  const problems: GoogleProblem[] = [];
  if (config.adsConversionId && !config.gaMeasurementId) {
    problems.push({
      field: "adsConversionId",
      message: `Google Ads funciona en este sitio junto con Google Analytics 4, que falta en ${fieldName("gaMeasurementId")}: sin él no aparecen la barra de consentimiento ni «Preferencias de cookies», la etiqueta de Google nunca se carga y las conversiones no se envían, mientras la política de privacidad nombra Google Ads. Ponga también el ID de Google Analytics 4 (G-…) o deje vacío adsConversionId`,
    });
  }
  for (const [field, channel] of LABELS) {
    if (!config[field] || config.adsConversionId) continue;
    problems.push({
      field,
      message: `es la etiqueta de la conversión de ${channel} en Google Ads, pero falta el ID de conversión, ${fieldName("adsConversionId")}: la conversión no se enviaría a ninguna cuenta. Ponga el ID (AW-…) o deje vacía la etiqueta`,
    });
  }
  return problems;
}
