import { site } from "~/config/site";
import { legalLinks } from "./footer";

const [privacyLink] = legalLinks;

/**
 * The rights by name (Ley 1581 de 2012, art. 8), revoking the authorisation given by writing
 * included, running into the policy link.
 */
const RIGHTS =
  "Tus derechos (conocer, actualizar, rectificar, suprimir y revocar la autorización), en la";

/**
 * The one short line beside each block of contact points (docs/requirements.md, "Consent"): who
 * processes the data, for what (the review of the assistant's answers included), that an AI
 * assistant may answer first, the rights by name and where to exercise them, before the visitor
 * writes or calls (Ley 1581 de 2012, arts. 8 and 12; Decreto 1377 de 2013, arts. 5, 7 and 15; SIC
 * Circular Externa 002 de 2024). The full text is the policy's. `text` runs straight into the policy link, then a full stop.
 */
export const contactNotice = {
  text: `${site.legalName} trata tus datos para responderte, darte seguimiento y revisar las respuestas del asistente de IA que puede atenderte primero en WhatsApp. ${RIGHTS}`,
  link: privacyLink,
} as const;

/**
 * The same notice, shorter, for the floating WhatsApp button on its first use: the button opens
 * an AI-answered chat, so that comes first. Same shape as `contactNotice`.
 */
export const contactNoticeShort = {
  text: `Puede contestarte primero un asistente de IA. ${site.legalName} trata tus datos para responderte, darte seguimiento y revisar las respuestas del asistente. ${RIGHTS}`,
  link: privacyLink,
} as const;
