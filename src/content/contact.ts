import { site } from "~/config/site";
import { mailtoUrl, whatsappUrl } from "~/lib/contact-links";
import { OFFICE_HOURS_LABEL } from "./office-hours";
import type { ContactChannel, Country } from "./types";
import { whatsappMessages } from "./whatsapp";

/** Copy of section #contacto ("¡Contáctanos Hoy!"). */
export const contactSection = {
  title: "¡Contáctanos Hoy!",
  intro: "Escríbenos por el canal que prefieras. Te respondemos rápido y sin compromiso.",
  channelsTitle: "Canales de contacto",
  /** Beside the channels, as on the lab page: when people answer, and when a late message is. */
  hours: `${OFFICE_HOURS_LABEL}. Fuera de ese horario, te respondemos el siguiente día hábil.`,
  location: {
    title: "Ubicación Principal",
    city: `${site.addressCity}, Colombia`,
    place: "Centro de Innovación y Tecnología",
    reach: "Servicios disponibles globalmente",
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

export type ContactCard = ContactChannel & { track?: string };

/** "https://www.facebook.com/example" → "facebook.com/example": the profile as people write it. */
function profileOf(url: string): string {
  const { hostname, pathname } = new URL(url);
  return `${hostname.replace(/^www\./, "")}${pathname.replace(/\/$/, "")}`;
}

/** The four channel cards; each icon tile takes its platform's colour (ChannelCard). */
export const contactChannels = [
  {
    title: "Correo",
    value: site.email,
    link: mailtoUrl(site.email),
    platform: "email",
    track: TRACK.email,
  },
  {
    title: "WhatsApp",
    value: site.phoneDisplay,
    link: whatsappUrl(site.phoneDigits, whatsappMessages.homeProject),
    platform: "whatsapp",
    track: TRACK.whatsapp,
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
 * "Presencia Internacional" (docs/requirements.md, "Home sections"): Colombia, the head office, active; the seven
 * others are countries with clients or projects ("8 Países con Presencia").
 */
export const countries = [
  { name: "Colombia", code: "CO", active: true },
  { name: "Argentina", code: "AR", active: false },
  { name: "Uruguay", code: "UY", active: false },
  { name: "Costa Rica", code: "CR", active: false },
  { name: "España", code: "ES", active: false },
  { name: "Estados Unidos", code: "US", active: false },
  { name: "Perú", code: "PE", active: false },
  { name: "Panamá", code: "PA", active: false },
] as const satisfies readonly Country[];
