import { site } from "~/config/site";
import type { SiteConfig } from "~/config/site-schema";
import { consentCopy } from "~/content/consent";
import { CONSENT_STORAGE_KEY } from "~/lib/consent";
import { CHAT_NOTICE_SHOWN_KEY } from "~/lib/first-use-notice";
import type { LegalBlock, LegalText } from "../types";

const { purposes } = consentCopy;

/** The Google products a build configures: each one's cookies are listed only when it is set. */
type CookieConfig = Pick<SiteConfig, "gaMeasurementId" | "adsConversionId" | "companyName">;

type CookieRow = readonly [name: string, provider: string, purpose: LegalText, duration: string];

/**
 * How long the browser keeps the visitor's choice: the bar asks again once it is older than
 * CONSENT_MAX_AGE_MS (src/lib/consent.ts), and a change or a wipe ends it sooner.
 */
export const CONSENT_KEPT = "12 meses, o menos si la cambias o borras los datos del sitio";

/** What the chat button keeps, on every site: that its notice was already shown this visit. */
const CHAT_NOTICE_PURPOSE =
  "Recordar que ya viste el aviso del chat, para no repetírtelo en la misma visita. No es una cookie: queda en el almacenamiento de sesión de tu navegador, no se envía a nadie y se borra al cerrar la pestaña.";

/** The policy's words where no Google product is configured: only the chat's session entry. */
export const NO_COOKIES_TEXT = `Hoy este sitio no instala cookies. Solo guarda en tu navegador «${CHAT_NOTICE_SHOWN_KEY}», para no repetirte el aviso del chat en la misma visita: no se envía a nadie y se borra al cerrar la pestaña.`;

export const COOKIE_COLUMNS = ["Nombre", "Proveedor", "Finalidad", "Duración"] as const;

/**
 * One row per cookie (or browser storage entry) that the configured products set, with Google's
 * documented names and default lifetimes: GA4 sets `_ga` and `_ga_<measurement ID without G->`;
 * the Ads tag's conversion linker sets `_gcl_au`, and `_gcl_aw` when the visit comes from an ad.
 */
export function cookieRows(config: CookieConfig): CookieRow[] {
  const analytics = `${purposes.analytics.label}: solo si la autorizas.`;
  const advertising = `${purposes.advertising.label}: solo si la autorizas.`;
  const rows: CookieRow[] = [];
  if (config.gaMeasurementId) {
    rows.push(
      ["_ga", "Google (Analytics)", `Distinguir a un visitante de otro. ${analytics}`, "2 años"],
      [
        `_ga_${config.gaMeasurementId.replace(/^G-/, "")}`,
        "Google (Analytics)",
        `Mantener el estado de tu visita. ${analytics}`,
        "2 años",
      ],
    );
  }
  if (config.adsConversionId) {
    rows.push(
      [
        "_gcl_au",
        "Google (Ads)",
        `Relacionar un contacto con el anuncio que lo trajo. ${advertising}`,
        "90 días",
      ],
      [
        "_gcl_aw",
        "Google (Ads)",
        `Guardar el identificador del clic cuando llegas desde un anuncio de Google. ${advertising}`,
        "90 días",
      ],
    );
  }
  if (rows.length > 0) {
    rows.push([
      CONSENT_STORAGE_KEY,
      `${config.companyName} (este sitio)`,
      "Recordar lo que elegiste en el aviso de cookies. No es una cookie: queda en el almacenamiento local de tu navegador y no se envía a nadie.",
      CONSENT_KEPT,
    ]);
    rows.push([
      CHAT_NOTICE_SHOWN_KEY,
      `${config.companyName} (este sitio)`,
      CHAT_NOTICE_PURPOSE,
      "Hasta que cierras la pestaña",
    ]);
  }
  return rows;
}

/**
 * The Google cookies this build sets that a policy's text (an earlier version's, as JSON) does not
 * name: a product that text does not describe.
 */
export function googleCookiesMissingFrom(text: string, config: CookieConfig = site): string[] {
  return cookieRows(config)
    .filter(([, provider]) => provider.startsWith("Google"))
    .map(([name]) => name)
    .filter((name) => !text.includes(name));
}

/** The cookie table of the policy, or the plain statement that the site stores nothing. */
export function cookieBlocks(config: CookieConfig = site): LegalBlock[] {
  const rows = cookieRows(config);
  if (rows.length === 0) {
    return [
      {
        type: "paragraph",
        text: NO_COOKIES_TEXT,
      },
    ];
  }
  const blocks: LegalBlock[] = [
    { type: "table", caption: "Cookies y almacenamiento del sitio", columns: COOKIE_COLUMNS, rows },
    {
      type: "paragraph",
      text: "Si retiras una autorización, el sitio borra las cookies de ese producto y deja de usarlo desde ese momento.",
    },
  ];
  if (config.adsConversionId) {
    blocks.push({
      type: "paragraph",
      text: [
        "Con tu autorización de medición publicitaria, la etiqueta de Google puede crear otras cookies de la misma familia (_gcl_…), con la misma finalidad y 90 días de duración. Google también puede leer o instalar cookies en sus propios dominios (google.com, doubleclick.net), que gestiona según su ",
        { link: "política de cookies", href: "https://policies.google.com/technologies/cookies" },
        ".",
      ],
    });
  }
  return blocks;
}
