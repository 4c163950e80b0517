import { countryOf, HEAD_OFFICE_COUNTRY } from "~/config/company-lists";
import { site } from "~/config/site";
import { shownFigures } from "~/config/site-figures";
import { mailtoUrl, whatsappUrl } from "~/lib/contact-links";
import { OFFICE_HOURS } from "./office-hours";
import { replyPromise } from "./reply-promise";
import type { ContactChannel, Country } from "./types";
import { whatsappMessages } from "./whatsapp";

/** Copy of section #contacto ("¡Contáctanos Hoy!"). */
export const contactSection = {
  title: "¡Contáctanos Hoy!",
  intro: "Escríbenos por el canal que prefieras. Te respondemos rápido y sin compromiso.",
  channelsTitle: "Canales de contacto",
  /** The e-mail card's subject, so the company sees where the message came from. */
  emailSubject: "Consulta desde el sitio web",
  location: {
    title: "Ubicación Principal",
    city: `${site.addressCity}, Colombia`,
    /** The office's street address, so a visitor can see the company has a door to knock on. */
    street: site.addressStreet,
    place: "Centro de Innovación y Tecnología",
    reach: "Servicios disponibles globalmente",
    /** Before the number a visitor can call (the landline, else the WhatsApp number). */
    call: "Llámanos:",
  },
  presence: {
    title: "Presencia Internacional",
    tagline: "Expandiendo globalmente",
    /** docs/requirements.md, "Marketing figures": the eight countries are where we have clients or projects. */
    activeStatus: "Sede principal",
    inactiveStatus: "Clientes y proyectos",
  },
  ready: {
    title: "¿Listo para comenzar?",
    text: "Agenda una consulta gratuita por WhatsApp y revisamos tu idea contigo.",
    label: "Consulta Gratuita",
    message: whatsappMessages.homeConsultation,
  },
} as const;

/** Event labels (docs/requirements.md, "Analytics events") for the links of a contact section. */
const TRACK = { email: "contact_section", whatsapp: "contact_section_demo" } as const;

/**
 * `note`: a line under the card, outside its link (the WhatsApp card's reply time); `action`: the
 * visible call inside the featured card, so the primary channel reads as the thing to do.
 */
export type ContactCard = ContactChannel & { track?: string; note?: string; action?: string };

/** "https://www.facebook.com/example" → "facebook.com/example": the profile as people write it. */
function profileOf(url: string): string {
  const { hostname, pathname } = new URL(url);
  return `${hostname.replace(/^www\./, "")}${pathname.replace(/\/$/, "")}`;
}

/**
 * The spec's four channel cards, each opening in a new tab; WhatsApp first, the largest, with
 * the reply time. Each icon tile takes its platform's colour (ChannelCard).
 */
export const contactChannels = [
  {
    title: "WhatsApp",
    value: site.phoneDisplay,
    link: whatsappUrl(site.phoneDigits, whatsappMessages.homeProject),
    platform: "whatsapp",
    track: TRACK.whatsapp,
    /** The reply time, and the business hours it counts in (the office hours, as on the lab page). */
    note: `${replyPromise}, ${OFFICE_HOURS}.`,
    action: "Escribir por WhatsApp",
  },
  {
    title: "Correo",
    value: site.email,
    link: mailtoUrl(site.email, contactSection.emailSubject),
    platform: "email",
    track: TRACK.email,
  },
  {
    title: "Facebook",
    value: profileOf(site.facebookUrl),
    link: site.facebookUrl,
    platform: "facebook",
  },
  {
    title: "Instagram",
    value: profileOf(site.instagramUrl),
    link: site.instagramUrl,
    platform: "instagram",
  },
] as const satisfies readonly ContactCard[];

export const readyChatUrl = whatsappUrl(site.phoneDigits, contactSection.ready.message);
export const readyTrack = TRACK.whatsapp;

/**
 * "Presencia Internacional" (docs/requirements.md, "Home sections"): the countries where the
 * company has clients or projects, as its data give them (company.json, figures.countries.list),
 * counted as "N Países con Presencia". Colombia, the head office, first and active; none when the
 * company retired that figure, since the list is the claim.
 */
export const countries: readonly Country[] = shownFigures(site).includes("countries")
  ? site.countries
      .flatMap((written) => {
        const country = countryOf(written);
        return country ? [{ ...country, active: country.name === HEAD_OFFICE_COUNTRY }] : [];
      })
      .sort((a, b) => Number(b.active) - Number(a.active))
  : [];
