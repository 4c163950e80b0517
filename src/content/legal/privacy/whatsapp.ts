import { site } from "~/config/site";
import { OFFICE_HOURS } from "~/content/office-hours";
import { aiRetention } from "../subprocessors";
import type { LegalSection } from "../types";

/** 4. WhatsApp Business API, the consent by starting a chat, and the AI assistant. */
export const whatsappSection = {
  id: "whatsapp-business",
  title: "Uso de WhatsApp Business API",
  blocks: [
    {
      type: "paragraph",
      text: "Para atenderte por chat usamos la API de WhatsApp Business, un servicio de Meta Platforms, Inc. Cuando nos escribes por WhatsApp tratamos tu número de teléfono, el nombre de tu perfil y el contenido de la conversación (textos, audios, imágenes y documentos que compartas) para responderte y dar seguimiento a tu solicitud.",
    },
    {
      type: "paragraph",
      text: [
        "Un aviso te dice quién trata tus datos y para qué, que puede contestarte primero un asistente con inteligencia artificial, y enlaza esta política. Lo ves junto a los datos de contacto de este sitio, antes de escribirnos; junto al botón flotante de WhatsApp, la primera vez que lo tocas en una visita, mientras se abre el chat (en un teléfono, al volver al sitio); en la descripción de nuestros perfiles en redes sociales, y en nuestro primer mensaje automático de WhatsApp y de correo, antes de cualquier otra respuesta. ",
        {
          strong:
            "Al conversar con nosotros por WhatsApp después de ese aviso, nos das tu consentimiento",
        },
        " para tratar esos datos con el fin de responderte, darte seguimiento y revisar las conversaciones del asistente (sección 3). Es una autorización por conducta inequívoca, de las que admite el Decreto 1377 de 2013 (art. 7), y no incluye los mensajes comerciales, que requieren la autorización aparte de la sección 3. Si nos escribiste sin haberlo visto, tu primer mensaje solo lo usamos para contestarte con el aviso. Lo mismo vale cuando nos escribes por correo o en redes sociales, o nos llamas, donde quien te atiende te lo dice al comenzar. Puedes revocarla cuando quieras: basta con pedírnoslo en el mismo chat.",
      ],
    },
    {
      type: "paragraph",
      text: [
        "El tratamiento que Meta hace por su propia cuenta de tu cuenta de WhatsApp se rige por sus condiciones y por la ",
        {
          link: "Política de privacidad de WhatsApp",
          href: "https://www.whatsapp.com/legal/privacy-policy",
        },
        ", que te recomendamos leer.",
      ],
    },
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
        `Nuestro contrato con ${site.aiProvider} le prohíbe usar tus conversaciones para entrenar sus modelos o para cualquier otro fin. ${site.aiProvider} ${aiRetention} (sección 6).`,
      ],
    },
    {
      type: "paragraph",
      text: "Nunca te pediremos por WhatsApp contraseñas, datos de tarjetas ni información clínica de pacientes; por favor no los compartas en el chat.",
    },
  ],
} as const satisfies LegalSection;
