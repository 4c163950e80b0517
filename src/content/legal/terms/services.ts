import { mockupLabels } from "~/content/mockups";
import { OFFICE_HOURS } from "~/content/office-hours";
import { planIncludes, quotedSeparately } from "../plans";
import type { LegalSection } from "../types";

/** 3. Servicios incluidos y adicionales: the shared statement, and the on-premise option. */
export const servicesSection = {
  id: "servicios",
  title: "Servicios incluidos y adicionales",
  blocks: [
    { type: "subheading", text: "Incluido en tu plan" },
    { type: "list", items: planIncludes },
    { type: "subheading", text: "Se cotiza aparte, en tu propuesta comercial" },
    { type: "list", items: quotedSeparately },
    {
      type: "paragraph",
      text: "No cobramos nada que no conste antes en una propuesta comercial aceptada por ti. Hacemos el mantenimiento programado, en lo posible, fuera del horario de atención y te lo avisamos con anticipación.",
    },
    { type: "subheading", text: "Soporte y disponibilidad", id: "soporte" },
    {
      type: "paragraph",
      text: `Nuestro equipo da soporte ${OFFICE_HOURS}. El software funciona las 24 horas, y un chatbot con «Soporte 24/7» atiende a tus clientes a cualquier hora con su asistente virtual, pero las personas de nuestro equipo atienden en ese horario. No prometemos una disponibilidad o «uptime» determinada: solo la que fije por escrito un nivel de servicio en tu propuesta comercial, con su forma de medirla y sus compensaciones. Las cifras del tablero de la página de inicio, marcado «${mockupLabels.illustration}», son un ejemplo: no miden nuestros sistemas ni los tuyos y no son un compromiso.`,
    },
    { type: "subheading", text: "Instalación en tus servidores", id: "instalacion-local" },
    {
      type: "paragraph",
      text: "Si prefieres instalar el software en los servidores de tu institución, la propuesta comercial lo indica. En ese caso tú pones y administras la infraestructura, su seguridad física y de red y sus copias de seguridad; nosotros instalamos, actualizamos y damos soporte al software, con acceso remoto solo cuando lo autorices. En ese acceso podemos ver datos personales que tratas: los tratamos solo para instalar y dar soporte, como tus encargados, con el contrato de transmisión de datos de la sección 4, «Datos personales que tratas con nuestros servicios». El alojamiento y las copias de seguridad de la lista «Incluido en tu plan» no aplican, y el precio se ajusta en consecuencia.",
    },
  ],
} as const satisfies LegalSection;
