import { site } from "~/config/site";
import { consentCopy } from "~/content/consent";
import { chatByApi } from "~/content/whatsapp-channel";
import { COMMERCIAL_CONTACT_RULE } from "../common";
import type { LegalSection } from "../types";
import { recipientBlocks } from "./recipients";

const lab = site.labProductName;
const { purposes } = consentCopy;

/** 3. Finalidades: purposes, commercial messages apart, and every recipient with its country. */
export const purposesSection = {
  id: "finalidades",
  title: "Finalidades del tratamiento",
  blocks: [
    { type: "paragraph", text: "Usamos tus datos para:" },
    {
      type: "list",
      items: [
        `Responder tus preguntas y tus solicitudes de información, cotización o demostración de nuestros servicios y de ${lab}, y darles seguimiento por el canal que usaste.`,
        ...(chatByApi
          ? [
              "Revisar las conversaciones que atiende nuestro asistente virtual, para dar seguimiento a tu solicitud y corregir y mejorar sus respuestas (sección 4).",
            ]
          : []),
        "Si nos pides hablar con uno de los laboratorios que usan nuestro software, pasarle tu nombre, tu empresa y tu pedido, como nos lo autorizas en ese mismo mensaje, para que decida si te escribe; nunca te damos sus datos sin su permiso.",
        "Preparar, celebrar y ejecutar el contrato si te conviertes en cliente: implementación, soporte técnico, facturación y cobro.",
        `Elaborar estadísticas de uso del sitio, solo si autorizas «${purposes.analytics.label}».`,
        `Medir qué campañas nos traen contactos y permitir que Google use esos datos para personalizar la publicidad que ves, solo si autorizas «${purposes.advertising.label}».`,
        "Proteger la seguridad del sitio y de nuestras plataformas, y prevenir fraudes o usos indebidos.",
        "Cumplir nuestras obligaciones legales, contables y tributarias, y atender los requerimientos de las autoridades competentes.",
      ],
    },
    {
      type: "paragraph",
      text: "Si más adelante queremos usar tus datos para una finalidad distinta, te pediremos antes una nueva autorización (Decreto 1377 de 2013, art. 5).",
    },
    {
      type: "subheading",
      text: "Mensajes comerciales: solo con una autorización aparte",
      id: "mensajes-comerciales",
    },
    {
      type: "paragraph",
      text: "Escribirnos o llamarnos no nos autoriza a enviarte publicidad. Solo te enviaremos ofertas, novedades o invitaciones si nos das para ello una autorización separada y expresa, por ejemplo respondiendo que sí cuando te lo preguntemos, y puedes retirarla en cualquier momento con una sola respuesta.",
    },
    {
      type: "paragraph",
      text: `Con esa autorización te contactaremos ${COMMERCIAL_CONTACT_RULE}.`,
    },
    ...recipientBlocks,
  ],
} as const satisfies LegalSection;
