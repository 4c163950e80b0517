import { site } from "~/config/site";
import { whatsappUrl } from "~/lib/contact-links";

const company = site.companyName;
const lab = site.labProductName;

/**
 * What each WhatsApp link starts the chat with: where the visitor came from and what they want,
 * so whoever answers knows it before asking. The lab page's demo request is beside its copy
 * (lab/contact.ts). The home messages share their opening on purpose: the first response of
 * the home page has a byte budget, and brotli stores a repeated opening almost for free.
 */
export const whatsappMessages = {
  /** Floating chat button and footer number, home page: a general question. */
  homeQuestion: `Hola, vengo del sitio web de ${company} y tengo una pregunta.`,
  /** WhatsApp card of the home contact section: a project to talk about. */
  homeProject: `Hola, vengo del sitio web de ${company} y quiero contarles sobre un proyecto.`,
  /** "Consulta Gratuita", home contact section: the free consultation. */
  homeConsultation: `Hola, vengo del sitio web de ${company} y quiero agendar una consulta gratuita.`,
  /** Floating chat button, lab page: the product, for a laboratory. */
  labQuestion: `Hola, vengo de la página de ${lab} y tengo una pregunta sobre el sistema para mi laboratorio.`,
  /** The analyzers feature and its FAQ answer, lab page: whether their own equipment connects. */
  labAnalyzer: `Hola, vengo de la página de ${lab}. ¿Conectan mi equipo? Es este (marca y modelo): `,
} as const;

/** A general question from each page: its floating chat button (and, on the home page, the footer number). */
export const questionChatUrl = {
  home: whatsappUrl(site.phoneDigits, whatsappMessages.homeQuestion),
  lab: whatsappUrl(site.phoneDigits, whatsappMessages.labQuestion),
} as const;
