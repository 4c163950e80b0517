import type { ConsentPurpose } from "~/lib/consent";

/**
 * Copy of the cookie banner. The privacy policy describes the same banner with these labels
 * (section "Datos que recolectamos"), so what the visitor reads there is what they click here.
 */
export const consentCopy = {
  title: "Tu privacidad",
  body: "Este sitio funciona sin cookies de terceros. Con tu permiso, Google nos ayuda a medirlo; nada se activa antes de que elijas.",
  purposesLabel: "Elige qué permites",
  purposes: {
    analytics: {
      label: "Analítica",
      description: "Google Analytics cuenta visitas y clics para saber qué mejorar en el sitio.",
    },
    advertising: {
      label: "Medición publicitaria",
      description:
        "Google Ads mide qué anuncios nos traen contactos y puede usar esos datos para personalizar la publicidad que ves.",
    },
  } satisfies Record<ConsentPurpose, { label: string; description: string }>,
  change:
    "Puedes cambiar tu decisión cuando quieras en «Preferencias de cookies», al pie de página.",
  policyLink: "Política de Privacidad",
  acceptAll: "Aceptar todas",
  rejectAll: "Rechazar todas",
  save: "Guardar selección",
  reopen: "Preferencias de cookies",
} as const;

export type ConsentCopy = typeof consentCopy;
