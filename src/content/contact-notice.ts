import { site } from "~/config/site";
import { legalLinks } from "./footer";
import { chatByApi } from "./whatsapp-channel";

const [privacyLink] = legalLinks;

/**
 * The rights by name (Ley 1581 de 2012, art. 8), revoking the authorisation given by writing
 * included, running into the policy link.
 */
const RIGHTS =
  "Tus derechos (conocer, actualizar, rectificar, suprimir y revocar la autorización), en la";

/** What writing to the company lets it do: with the assistant (the chat on the API), its review too. */
const PURPOSES = chatByApi
  ? "para responderte, darte seguimiento y revisar las respuestas del asistente de IA que puede atenderte primero en WhatsApp"
  : "para responderte y darte seguimiento";

/**
 * The one short line beside each block of contact points (docs/requirements.md, "Consent"): who
 * processes the data, for what (the review of the assistant's answers included, where there is
 * one), that an AI assistant may answer first, the rights by name and where to exercise them,
 * before the visitor writes or calls (Ley 1581 de 2012, arts. 8 and 12; Decreto 1377 de 2013,
 * arts. 5, 7 and 15; SIC Circular Externa 002 de 2024). The full text is the policy's. `text` runs
 * straight into the policy link, then a full stop.
 */
export const contactNotice = {
  text: `${site.legalName} trata tus datos ${PURPOSES}. ${RIGHTS}`,
  link: privacyLink,
} as const;

/**
 * The same notice, shorter, for the floating WhatsApp button on its first use: who answers the
 * chat it opens comes first. Same shape as `contactNotice`.
 */
export const contactNoticeShort = {
  text: chatByApi
    ? `Puede contestarte primero un asistente de IA. ${site.legalName} trata tus datos para responderte, darte seguimiento y revisar las respuestas del asistente. ${RIGHTS}`
    : `Te responde una persona de nuestro equipo. ${site.legalName} trata tus datos para responderte y darte seguimiento. ${RIGHTS}`,
  link: privacyLink,
} as const;
