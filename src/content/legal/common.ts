import type { LegalDocumentId } from "~/config/legal-versions";
import { proof } from "~/config/proof";
import { site } from "~/config/site";
import { consumerAuthority } from "~/content/footer";
import { OFFICE_HOURS_LABEL } from "~/content/office-hours";
import { mailtoUrl, phoneText, telUrl, whatsappUrl } from "~/lib/contact-links";
import { formatLegalDate } from "~/lib/format-date";
import type { LegalBlock, LegalSpan } from "./types";
import { shownVersion } from "./versions";

/** Subject of every data-protection (habeas data) request: docs/requirements.md, "Legal pages". */
export const HABEAS_DATA_SUBJECT = "Solicitud HABEAS DATA - [Tu solicitud]";
/** Subject of questions about the terms: docs/requirements.md, "Legal pages". */
export const LEGAL_SUBJECT = "Consulta Legal - Términos y Condiciones";

/** The SIC is also the data-protection authority (Ley 1581 de 2012, art. 19). */
export const SIC_URL = consumerAuthority.href;

/** The days and hours Ley 2300 de 2023 allows contact, and how often by one channel. */
const CONTACT_HOURS =
  "de lunes a viernes entre las 7:00 y las 19:00 y los sábados entre las 8:00 y las 15:00, nunca domingos ni festivos, y como máximo una vez por semana, por un solo canal y nunca dos veces el mismo día";

/**
 * When and how often commercial messages may reach someone who authorised them (Ley 2300 de 2023,
 * art. 3, which art. 5 extends to advertising by any supplier): the policy and the terms both say it.
 */
export const COMMERCIAL_CONTACT_RULE = `solo por el canal que elijas, ${CONTACT_HOURS} (Ley 2300 de 2023, arts. 3 y 5)`;

/** The same limits for reminders of a pending payment, a collection step (Ley 2300 de 2023, art. 3). */
export const PAYMENT_REMINDER_RULE = `por el canal que nos indicaste para la facturación, ${CONTACT_HOURS} (Ley 2300 de 2023, art. 3)`;

/**
 * Said wherever the legal texts state a price, as the company states its prices on the pages
 * (docs/proof.md, `vat`): with the tax included (the spec's default), or "+ IVA".
 */
export const VAT_NOTE =
  proof.vat?.statement === "added" ? "más IVA cuando aplique" : "IVA incluido cuando aplique";

/**
 * A consumer must be told the price with every tax included (Ley 1480 de 2011, art. 26): where the
 * company quotes "+ IVA", the terms say where a consumer reads that total. Empty otherwise.
 */
export const CONSUMER_TOTAL =
  proof.vat?.statement === "added"
    ? " Si eres consumidor (sección 1), tu propuesta comercial te da además el precio total, con el IVA incluido (Ley 1480 de 2011, art. 26)."
    : "";

/** "Transmisión nacional" or "internacional": whether a processor's country is Colombia. */
export function transmissionKind(country: string): string {
  const national = country.trim().toLowerCase() === "colombia";
  return national ? "transmisión nacional" : "transmisión internacional";
}

/** The notification address as one line: street, city, department, country. */
export const NOTIFICATION_ADDRESS = `${site.addressStreet}, ${site.addressCity}, ${site.addressRegion}, Colombia`;

/** A document's "fecha de entrada en vigencia", in words (Decreto 1377 de 2013, art. 13). */
export function effectiveDate(document: LegalDocumentId): string {
  return formatLegalDate(shownVersion(document).effectiveAt);
}

/** Labels of the shared legal-page layout. */
export const legalPageLabels = {
  updated: "Última actualización:",
  tocHeading: "En esta página",
  /** Before the list of earlier versions, each named by the day it took effect. */
  earlier: "Versiones anteriores:",
  effectiveFrom: "vigente desde el",
} as const;

type VersionDates = { from: string; until: string; next: string };

/** Before the dates of a text a preview shows unrecorded: they are the day's, not yet a version's. */
export const UNRECORDED_VERSION =
  "Versión sin registrar (vista previa): lleva la fecha de hoy, la que tomaría si se registrara hoy.";

/** The terms bind a Cliente only once accepted in writing (section 7; Ley 1480 de 2011, arts. 38 y 43 num. 9). */
const ACCEPTED_VERSION_RULE =
  "Si ya eres Cliente, te sigue rigiendo la versión que aceptaste hasta que aceptes esta por escrito (sección 7).";

/**
 * What the shown version's header says of when it governs: the terms, only for contracts made
 * from its date (an existing Cliente keeps the version accepted); and, while it has yet to take
 * effect (`inForce`: the earlier version that governs today), until when that one governs, with
 * `link` to its page. Undefined when the policy in force has nothing to add to its dates.
 */
export function shownVersionNotice(
  document: LegalDocumentId,
  from: string,
  inForce?: { from: string; until: string },
  /** A preview of a text not yet recorded (shown-versions.ts): said first. */
  unrecorded = false,
) {
  const terms = document === "terms-of-service";
  const rule = terms
    ? `Rige para los contratos que se celebren desde el ${from}.`
    : `Esta versión rige desde el ${from}.`;
  const lead = unrecorded ? `${UNRECORDED_VERSION} ${rule}` : rule;
  const after = terms ? ` ${ACCEPTED_VERSION_RULE}` : "";
  if (inForce) {
    return {
      text: `${lead} Hasta el ${inForce.until} rige la`,
      link: `versión ${legalPageLabels.effectiveFrom} ${inForce.from}`,
      after: `.${after}`,
    };
  }
  return terms || unrecorded ? { text: `${lead}${after}` } : undefined;
}

/**
 * What an earlier version's page says above its text, in words: when it governed, or, while the
 * next one has not yet taken effect (`next`), until when it still does; `link` opens the next.
 * An earlier version of the terms keeps governing the Clientes who accepted it: a new one never
 * replaces it for them.
 */
export function earlierVersionNotice(
  dates: VersionDates,
  inForce: boolean,
  document: LegalDocumentId = "privacy-policy",
) {
  if (document === "terms-of-service") {
    return inForce
      ? {
          text: `Esta versión rige para los contratos que se celebren hasta el ${dates.until} y, para los Clientes que la aceptaron, hasta que acepten por escrito una posterior (sección 7). Desde el ${dates.next}, los contratos nuevos se rigen por la`,
          link: "versión nueva",
        }
      : {
          text: `Esta versión rigió para los contratos celebrados del ${dates.from} al ${dates.until} y sigue rigiendo a los Clientes que la aceptaron, hasta que acepten por escrito una posterior (sección 7). Lee la`,
          link: "versión vigente",
        };
  }
  return inForce
    ? {
        text: `Esta versión rige desde el ${dates.from} hasta el ${dates.until}. Desde el ${dates.next} la reemplaza la`,
        link: "versión nueva",
      }
    : {
        text: `Esta versión rigió del ${dates.from} al ${dates.until} y ya no está vigente. Lee la`,
        link: "versión vigente",
      };
}

/** An e-mail address as a link that opens a message with `subject` already written. */
export function emailLink(subject: string, address: string = site.email): LegalSpan {
  return { link: address, href: mailtoUrl(address, subject) };
}

/** The company WhatsApp as a chat link that starts with `subject` already written. */
export function whatsappLink(subject: string): LegalSpan {
  return { link: phoneText(site.phoneDisplay), href: whatsappUrl(site.phoneDigits, subject) };
}

/** The phone line (the landline when one is configured, otherwise the WhatsApp number). */
export const phoneLink: LegalSpan = {
  link: phoneText(site.landlineDisplay),
  href: telUrl(site.landlineDigits),
};

/**
 * Who the company is (Decreto 1377 de 2013, art. 13 num. 1; Ley 1480 de 2011, art. 50): shown at
 * the top of both documents. `role` names the company's role in the document; the e-mail link
 * opens with the document's `subject`.
 */
export function identityCard(role: string, subject: string, document: LegalDocumentId): LegalBlock {
  return {
    type: "definitions",
    card: true,
    items: [
      { term: role, description: site.legalName },
      { term: "NIT", description: site.nit },
      { term: "Dirección de notificación", description: NOTIFICATION_ADDRESS },
      ...(subject === HABEAS_DATA_SUBJECT
        ? [
            {
              term: "Correo de protección de datos",
              description: [emailLink(subject, site.privacyEmail)],
            },
          ]
        : [
            { term: "Correo electrónico", description: [emailLink(subject)] },
            // Plain text here: its link would open a message with the wrong subject.
            { term: "Correo de protección de datos", description: site.privacyEmail },
          ]),
      { term: "Teléfono", description: [phoneLink] },
      { term: "Fecha de entrada en vigencia", description: effectiveDate(document) },
    ],
  };
}

/** The contact details card that closes both documents. */
export function contactCard(subject: string, address: string): LegalBlock {
  return {
    type: "definitions",
    card: true,
    items: [
      { term: "Razón social", description: site.legalName },
      { term: "Correo electrónico", description: [emailLink(subject, address)] },
      { term: "Asunto", description: [{ strong: subject }] },
      { term: "WhatsApp", description: [whatsappLink(subject)] },
      { term: "Teléfono", description: [phoneLink] },
      { term: "Horario de atención", description: `${OFFICE_HOURS_LABEL}.` },
      { term: "Dirección de notificación", description: NOTIFICATION_ADDRESS },
    ],
  };
}
