import { CalendarCheck, Cable, MessagesSquare, Presentation, Route } from "lucide-react";
import { site } from "~/config/site";
import { OFFICE_HOURS_LABEL } from "~/content/office-hours";
import { phoneText } from "~/lib/contact-links";
import { replyPromise } from "../reply-promise";

const product = site.labProductName;

/**
 * Health data are sensitive and the laboratory's to protect (Ley 1581 de 2012, art. 5): a demo
 * needs none, so the contact that asks for one says so before anyone writes.
 */
const NO_PATIENT_DATA = "No nos envíes datos de pacientes: la demo no los necesita.";

export const labContact = {
  eyebrow: "Demo gratuita",
  title: `Agenda una demo de ${product}`,
  intro: `Te mostramos el sistema con tus exámenes, equipos y flujos. Escríbenos y coordinamos la fecha. ${NO_PATIENT_DATA}`,
  noPatientData: NO_PATIENT_DATA,
  /** Prefilled in the WhatsApp chat the contact button opens. */
  whatsappMessage: `Hola, me interesa una demo gratuita de ${product} para mi laboratorio. ¿Me pueden contar cómo agendarla?`,
  /** Subject of the e-mail the contact button opens. */
  emailSubject: `Solicitud de demo de ${product}`,
  channels: {
    whatsapp: {
      title: "Tu demo por WhatsApp",
      /** The number the chat opens, in sight, so it can be checked against the one to call. */
      number: phoneText(site.phoneDisplay),
      description: "La forma más rápida: tu mensaje ya va escrito.",
      action: "Solicitar demo por WhatsApp",
      /** Beside the button: when the answer comes (SITE_REPLY_HOURS). */
      reply: `${replyPromise}.`,
    },
    phone: { label: "Llámanos", detail: phoneText(site.landlineDisplay) },
    email: { label: "Escríbenos", detail: site.email },
  },
  hours: OFFICE_HOURS_LABEL,
  demo: {
    title: "¿Qué incluye la demo?",
    items: [
      {
        icon: Route,
        text: "Un recorrido guiado por las tres fases con el flujo de tu laboratorio",
      },
      { icon: Cable, text: "La revisión de tus analizadores y de cómo se conectan al sistema" },
      {
        icon: MessagesSquare,
        text: "Un espacio de preguntas con nuestro equipo de implementación",
      },
      {
        icon: CalendarCheck,
        text: "Un plan de implementación con cronograma y una cotización en pesos colombianos",
      },
    ],
    note: `Sin costo ni compromiso · Virtual o presencial en ${site.addressCity}`,
    icon: Presentation,
  },
} as const;
