import { site } from "~/config/site";
import { OFFICE_HOURS } from "~/content/office-hours";
import { chatByApi } from "~/content/whatsapp-channel";
import { aiRetention, whatsappCarriers } from "../subprocessors";
import type { LegalBlock, LegalSection } from "../types";

const WHAT_WE_TREAT =
  "Cuando nos escribes por WhatsApp tratamos tu número de teléfono, el nombre de tu perfil y el contenido de la conversación (textos, audios, imágenes y documentos que compartas) para responderte y dar seguimiento a tu solicitud.";

/**
 * Who carries the chat (Decreto 1377 de 2013, arts. 24 and 25): through the API, Meta (and the
 * messaging provider over it) as processors under contract; with the app, WhatsApp carries it
 * end-to-end encrypted as the service the visitor uses too, and the chat stays on the company's phone.
 */
const channel = chatByApi
  ? `Para atenderte por chat usamos la API de WhatsApp Business, que nos prestan ${whatsappCarriers} como encargados: transportan y guardan los mensajes de nuestra cuenta solo para prestarnos ese servicio (sección 3). ${WHAT_WE_TREAT}`
  : `Para atenderte por chat usamos la aplicación WhatsApp Business en un teléfono de la empresa: te responden personas de nuestro equipo, no un asistente automático, ${OFFICE_HOURS}. ${WHAT_WE_TREAT} La conversación queda en ese teléfono y, como prueba, en los registros que conservamos con los plazos de la sección 6. Los mensajes viajan cifrados de extremo a extremo, así que WhatsApp no conoce su contenido y no los trata por nuestra cuenta.`;

/** What the notice says, and what a conversation after it authorises (section 3). */
const noticeSays = chatByApi
  ? "quién trata tus datos y para qué, que puede contestarte primero un asistente con inteligencia artificial, y enlaza esta política"
  : "quién trata tus datos y para qué, y enlaza esta política";
const consentFor = chatByApi
  ? "responderte, darte seguimiento y revisar las conversaciones del asistente"
  : "responderte y darte seguimiento";

/**
 * A first message written without seeing the notice is read to answer it, as its writer asks by
 * writing (Decreto 1377 de 2013, art. 7); the notice goes first, and anything beyond the answer
 * waits for the conversation to go on after it. docs/go-live.md, point 2, sets the channels so.
 */
const firstMessage = chatByApi
  ? `Si nos escribes sin haber visto el aviso, te lo enviamos antes de cualquier respuesta. Tu primer mensaje lo leemos para contestarlo, que es lo que nos pides al escribirnos (Decreto 1377 de 2013, art. 7): en WhatsApp lo lee el asistente virtual, con el modelo de lenguaje que ${site.aiProvider} opera en ${site.aiCountry} por nuestra cuenta, y en el correo, una persona de nuestro equipo. Para algo más que contestarlo, como el seguimiento o la revisión de las respuestas del asistente, lo usamos solo si sigues la conversación después del aviso; si no quieres seguirla, dínoslo y la borramos.`
  : "Si nos escribes sin haber visto el aviso, te lo enviamos antes de cualquier respuesta. Tu primer mensaje lo lee una persona de nuestro equipo para contestarlo, que es lo que nos pides al escribirnos (Decreto 1377 de 2013, art. 7). Para algo más que contestarlo, como el seguimiento, lo usamos solo si sigues la conversación después del aviso; si no quieres seguirla, dínoslo y la borramos.";

/** The AI assistant (SIC, Circular Externa 002 de 2024): only where the chat runs on the API. */
const assistantBlocks: LegalBlock[] = chatByApi
  ? [
      {
        type: "subheading",
        text: "Asistente virtual con inteligencia artificial",
        id: "asistente-virtual",
      },
      {
        type: "paragraph",
        text: `El chat puede contestarte primero un asistente virtual, también fuera de nuestro horario de atención. Funciona con un modelo de lenguaje de ${site.aiProvider}, que procesa tus mensajes en ${site.aiCountry} por nuestra cuenta. Así lo usamos, siguiendo la Circular Externa 002 de 2024 de la SIC sobre inteligencia artificial y datos personales:`,
      },
      {
        type: "list",
        items: [
          "El asistente se presenta como tal al comenzar la conversación: nunca se hace pasar por una persona.",
          "Solo responde preguntas sobre nuestros servicios y agenda demostraciones. No toma decisiones sobre ti con efectos jurídicos ni te perfila.",
          `Puedes pedir que te atienda una persona en cualquier momento; nuestro equipo responde ${OFFICE_HOURS}.`,
          "Personas de nuestro equipo revisan las conversaciones para dar seguimiento a tu solicitud y para corregir y mejorar las respuestas del asistente; es una de las finalidades de la sección 3.",
          "No tramita solicitudes de hábeas data ni recibe documentos de identidad: si nos escribes una, la pasa sin responderla a una persona de nuestro equipo (sección 5).",
          `Nuestro contrato con ${site.aiProvider} le prohíbe usar tus conversaciones para entrenar sus modelos o para cualquier otro fin. Además, ${aiRetention} (sección 6).`,
        ],
      },
    ]
  : [];

/** 4. WhatsApp Business (the API or the app, as the company answers), the consent by starting a chat, and the AI assistant. */
export const whatsappSection = {
  id: "whatsapp-business",
  title: chatByApi ? "Uso de WhatsApp Business API" : "Uso de WhatsApp Business",
  blocks: [
    { type: "paragraph", text: channel },
    {
      type: "paragraph",
      text: [
        `Un aviso te dice ${noticeSays}. Lo ves junto a los datos de contacto de este sitio, antes de escribirnos; junto al botón flotante de WhatsApp, la primera vez que lo tocas en una visita, mientras se abre el chat (en un teléfono, al volver al sitio); en la descripción de nuestros perfiles en redes sociales, y en nuestro primer mensaje automático de WhatsApp y de correo, antes de cualquier otra respuesta. `,
        {
          strong:
            "Al conversar con nosotros por WhatsApp después de ese aviso, nos das tu consentimiento",
        },
        ` para tratar esos datos con el fin de ${consentFor} (sección 3). Es una autorización por conducta inequívoca, de las que admite el Decreto 1377 de 2013 (art. 7), y no incluye los mensajes comerciales, que requieren la autorización aparte de la sección 3. Lo mismo vale cuando nos escribes por correo o en redes sociales, o nos llamas, donde quien te atiende te lo dice al comenzar. Puedes revocarla cuando quieras: basta con pedírnoslo en el mismo chat.`,
      ],
    },
    { type: "paragraph", text: firstMessage },
    {
      type: "paragraph",
      text: [
        "Lo que Meta hace por su propia cuenta con los datos de tu cuenta se rige por sus condiciones y por la ",
        {
          link: "Política de privacidad de WhatsApp",
          href: "https://www.whatsapp.com/legal/privacy-policy",
        },
        ", que te recomendamos leer.",
      ],
    },
    ...assistantBlocks,
    {
      type: "paragraph",
      text: "Nunca te pediremos por WhatsApp contraseñas, datos de tarjetas ni información clínica de pacientes; por favor no los compartas en el chat.",
    },
  ],
} as const satisfies LegalSection;
