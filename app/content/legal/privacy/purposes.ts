import { site } from "~/config/site";
import { consentCopy } from "~/content/consent";
import type { LegalSection } from "../types";

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
        "Preparar, celebrar y ejecutar el contrato si te conviertes en cliente: implementación, soporte técnico, facturación y cobro.",
        `Elaborar estadísticas de uso del sitio, solo si autorizas «${purposes.analytics.label}», y medir nuestras campañas, solo si autorizas «${purposes.advertising.label}».`,
        "Proteger la seguridad del sitio y de nuestras plataformas, y prevenir fraudes o usos indebidos.",
        "Cumplir nuestras obligaciones legales, contables y tributarias, y atender los requerimientos de las autoridades competentes.",
      ],
    },
    {
      type: "paragraph",
      text: "Si más adelante queremos usar tus datos para una finalidad distinta, te pediremos antes una nueva autorización (Decreto 1377 de 2013, art. 5).",
    },
    { type: "subheading", text: "Mensajes comerciales: solo con una autorización aparte" },
    {
      type: "paragraph",
      text: "Escribirnos o llamarnos no nos autoriza a enviarte publicidad. Solo te enviaremos ofertas, novedades o invitaciones si nos das para ello una autorización separada y expresa, por ejemplo respondiendo que sí cuando te lo preguntemos, y puedes retirarla en cualquier momento con una sola respuesta.",
    },
    {
      type: "paragraph",
      text: "Con esa autorización te contactaremos solo por el canal que elijas, de lunes a viernes entre las 7:00 y las 19:00 y los sábados entre las 8:00 y las 15:00, nunca domingos ni festivos, y sin repetir el contacto por el mismo canal en la misma semana (Ley 2300 de 2023, art. 3).",
    },
    { type: "subheading", text: "Con quién compartimos tus datos" },
    {
      type: "paragraph",
      text: "No vendemos ni alquilamos tus datos. Cuando un proveedor los trata por nuestra cuenta, como encargado y bajo un contrato que le impide usarlos para algo más, hay una transmisión (Decreto 1377 de 2013, arts. 3, 24 y 25). Cuando quien los recibe los usa también para sus propios fines, hay una transferencia, y si es a otro país requiere tu autorización expresa (Ley 1581 de 2012, art. 26 lit. a). Estos son los destinatarios:",
    },
    {
      type: "definitions",
      items: [
        {
          term: `${site.hostingProvider} (${site.hostingCountry})`,
          description: `Alojamiento de este sitio y de nuestras plataformas, incluido ${lab}. Transmisión internacional, con contrato de transmisión de datos.`,
        },
        {
          term: "Meta Platforms, Inc. y WhatsApp LLC (Estados Unidos)",
          description:
            "Mensajería de WhatsApp Business. Transmisión internacional: tratan los mensajes de nuestra cuenta por nuestra cuenta, bajo sus condiciones de tratamiento de datos para empresas.",
        },
        {
          term: `${site.aiProvider} (${site.aiCountry})`,
          description:
            "Modelo de lenguaje del asistente virtual del chat (sección 4). Transmisión internacional, con un contrato que le prohíbe usar las conversaciones para entrenar sus modelos.",
        },
        {
          term: `Google LLC: ${purposes.analytics.label.toLowerCase()} (Estados Unidos)`,
          description: `Google Analytics, solo si autorizas «${purposes.analytics.label}». Transmisión internacional: Google trata esos datos por nuestra cuenta.`,
        },
        {
          term: `Google LLC: ${purposes.advertising.label.toLowerCase()} (Estados Unidos)`,
          description: `Google Ads, solo si autorizas «${purposes.advertising.label}». Transferencia internacional: Google también usa esos datos para sus propios fines publicitarios, con base en tu autorización expresa en el aviso de cookies (Ley 1581 de 2012, art. 26 lit. a).`,
        },
        {
          term: "Autoridades",
          description:
            "Solo cuando una autoridad los pida en ejercicio de sus funciones legales o por orden judicial (Ley 1581 de 2012, art. 10 lit. a).",
        },
      ],
    },
  ],
} as const satisfies LegalSection;
