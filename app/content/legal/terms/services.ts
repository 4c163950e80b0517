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
      text: "No cobramos nada que no conste antes en una propuesta comercial aceptada por ti. Hacemos el mantenimiento programado, en lo posible, fuera del horario de atención y te lo avisamos con anticipación. Los niveles de servicio específicos, cuando los haya, constan en tu propuesta comercial.",
    },
    { type: "subheading", text: "Instalación en tus servidores" },
    {
      type: "paragraph",
      text: "Si prefieres instalar el software en los servidores de tu institución, la propuesta comercial lo indica. En ese caso tú pones y administras la infraestructura, su seguridad física y de red y sus copias de seguridad; nosotros instalamos, actualizamos y damos soporte al software, con acceso remoto solo cuando lo autorices. El alojamiento y las copias de seguridad de la lista «Incluido en tu plan» no aplican, y el precio se ajusta en consecuencia.",
    },
  ],
} as const satisfies LegalSection;
