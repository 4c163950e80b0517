import { site } from "~/config/site";
import { mailtoUrl, phoneText, telUrl, whatsappUrl } from "~/lib/contact-links";
import type { LegalBlock, LegalSpan } from "./types";

/** Subject of every data-protection (habeas data) request: docs/requirements.md, "Legal pages". */
export const HABEAS_DATA_SUBJECT = "Solicitud HABEAS DATA - [Tu solicitud]";
/** Subject of questions about the terms: docs/requirements.md, "Legal pages". */
export const LEGAL_SUBJECT = "Consulta Legal - Términos y Condiciones";

export const OFFICE_HOURS = "De lunes a viernes de 8:00 a 18:00, hora de Colombia.";
export const COMPANY_LOCATION = "Medellín, Antioquia, Colombia";

export const SIC_URL = "https://www.sic.gov.co";

/** Labels of the shared legal-page layout. */
export const legalPageLabels = {
  updated: "Última actualización:",
  tocHeading: "En esta página",
} as const;

/** The company e-mail as a link that opens a message with `subject` already written. */
export function emailLink(subject: string): LegalSpan {
  return { link: site.email, href: mailtoUrl(site.email, subject) };
}

/** The company WhatsApp as a chat link that starts with `subject` already written. */
export function whatsappLink(subject: string): LegalSpan {
  return { link: phoneText(site.phoneDisplay), href: whatsappUrl(site.phoneDigits, subject) };
}

/** The contact details card that closes both documents; `companyTerm` names the company's role. */
export function contactCard(subject: string, companyTerm: string): LegalBlock {
  return {
    type: "definitions",
    card: true,
    items: [
      { term: companyTerm, description: site.companyName },
      { term: "Correo electrónico", description: [emailLink(subject)] },
      { term: "Asunto", description: [{ strong: subject }] },
      { term: "WhatsApp", description: [whatsappLink(subject)] },
      {
        term: "Teléfono",
        description: [{ link: phoneText(site.phoneDisplay), href: telUrl(site.phoneDigits) }],
      },
      { term: "Horario de atención", description: OFFICE_HOURS },
      { term: "Domicilio", description: COMPANY_LOCATION },
    ],
  };
}
