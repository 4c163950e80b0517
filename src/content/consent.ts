import type { ConsentModeField, ConsentPurpose } from "~/lib/consent";

/**
 * The words of the bar's first layer that tell each Consent Mode signal "Aceptar todas" grants:
 * visits measured, ads measured with cookies, the visit's data sent to Google for its ads, and
 * personalised advertising (consent.spec.ts checks them against what the button grants).
 */
const signalWording = {
  analytics_storage: "mide visitas",
  ad_storage: "anuncios con sus cookies",
  ad_user_data: "usa datos de tu visita",
  ad_personalization: "personalizar su publicidad",
} as const satisfies Record<ConsentModeField, string>;

const TITLE = "Tu privacidad";
const REOPEN = "Preferencias de cookies";

/** Who asks (the responsable) and what Google does with a yes: the bar's first layer. */
function firstLayer(responsible: string): string {
  return `${responsible}, responsable, te pide permiso: Google LLC (EE. UU.) ${signalWording.analytics_storage} y ${signalWording.ad_storage}, y ${signalWording.ad_user_data} para ${signalWording.ad_personalization}. Nada se activa sin tu permiso; si lo das, cuenta también los clics de esta visita, y lo retiras en «${REOPEN}».`;
}

/**
 * Copy of the cookie bar. The privacy policy describes the same bar with these labels (section
 * "Datos que recolectamos"), so what the visitor reads there is what they click here. The bar
 * says plainly that the cookies are Google's once allowed, true whichever purposes are accepted.
 * `responsible` is the company's name, which the browser reads from the page (the bar is not
 * prerendered).
 */
export const consentCopy = {
  title: TITLE,
  body: firstLayer,
  signalWording,
  /** Before the link to the policy's part on this bar. */
  policyLead: "Más en la",
  /** Between the two links; the second goes to the rights and how to exercise them. */
  rightsLead: ", incluidos",
  rightsLink: "tus derechos",
  /** Said once by screen readers when the bar appears, which sits at the start of the page. */
  announcement: (responsible: string) =>
    `${TITLE}. ${firstLayer(responsible)} Las opciones están al comienzo de la página.`,
  purposesLabel: "Elige qué permites",
  purposes: {
    analytics: {
      label: "Analítica",
      description: "Google Analytics cuenta visitas y clics para saber qué mejorar en el sitio.",
    },
    advertising: {
      label: "Medición y personalización publicitaria",
      description:
        "Google Ads mide qué anuncios nos traen contactos y usa esos datos para personalizar la publicidad que ves.",
    },
  } satisfies Record<ConsentPurpose, { label: string; description: string }>,
  change:
    "Puedes cambiar tu decisión cuando quieras en «Preferencias de cookies», al pie de página. Si retiras un permiso, borramos las cookies que ese servicio guardó en este sitio.",
  /** The link to the policy's section on this bar (privacy/data.ts, COOKIE_NOTICE_ANCHOR). */
  policyLink: "Política de Privacidad",
  acceptAll: "Aceptar todas",
  rejectAll: "Rechazar todas",
  choose: "Elegir",
  save: "Guardar selección",
  reopen: REOPEN,
} as const;

export type ConsentCopy = typeof consentCopy;
