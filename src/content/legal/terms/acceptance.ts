import { ROUTE_SEGMENTS } from "~/config/route-paths";
import { site } from "~/config/site";
import { LEGAL_SUBJECT, identityCard } from "../common";
import type { LegalSection } from "../types";

const company = site.legalName;
const lab = site.labProductName;

/** 1. Aceptación: who we are, how a contract is accepted (never tacitly), and the definitions. */
export const acceptanceSection = {
  id: "aceptacion",
  title: "Aceptación de los términos",
  blocks: [
    {
      type: "paragraph",
      text: `Estos Términos y Condiciones regulan el uso de este sitio web y la contratación de los servicios de ${company}: software a la medida, chatbots con inteligencia artificial y ${lab}, nuestro software para laboratorios clínicos. Estos son nuestros datos (Ley 1480 de 2011, art. 50):`,
    },
    identityCard("Razón social", LEGAL_SUBJECT, ROUTE_SEGMENTS.termsOfService),
    {
      type: "paragraph",
      text: "Los aceptas de forma expresa cuando firmas o aceptas por escrito una propuesta comercial u orden de servicio que remite a ellos. Nunca entendemos que los aceptaste por tu silencio ni por seguir usando el sitio o los servicios. Para efectos de estos términos:",
    },
    {
      type: "definitions",
      items: [
        {
          term: "Cliente",
          description: `La persona natural o jurídica que contrata con ${company} un plan, una licencia o un proyecto, y que paga por ello. Cuando en estos términos te hablamos de tú, nos dirigimos al Cliente.`,
        },
        {
          term: "Usuario",
          description:
            "Cada persona que usa el software con un acceso que le otorga el Cliente, como sus empleados, profesionales o contratistas. El Cliente responde por el uso que hagan sus Usuarios.",
        },
        {
          term: "Visitante",
          description:
            "Quien navega por este sitio web sin ser Cliente ni Usuario. Solo le informamos las reglas de uso del sitio de la sección 4, que recogen prohibiciones de la ley; las demás cláusulas, incluidos los límites de responsabilidad de la sección 5, rigen solo para los Clientes.",
        },
        {
          term: "Servicios",
          description:
            "El software que ofrecemos en la nube o instalado en los servidores del Cliente, su soporte y los desarrollos, integraciones y consultorías que contrate con nosotros.",
        },
        {
          term: "Consumidor",
          description:
            "Toda persona natural o jurídica que, como destinatario final, adquiera, disfrute o utilice un determinado producto, cualquiera que sea su naturaleza, para la satisfacción de una necesidad propia, privada, familiar o doméstica y empresarial cuando no esté ligada intrínsecamente a su actividad económica (Ley 1480 de 2011, art. 5 num. 3). Un Cliente que lo sea tiene, además, los derechos que el Estatuto del Consumidor le reconoce.",
        },
        {
          term: "Propuesta comercial",
          description:
            "El documento en el que acordamos con el Cliente el alcance, el plan, el precio y las condiciones particulares de cada servicio. Puede mejorar lo que estos términos te prometen, por ejemplo con más soporte o un nivel de servicio, pero nunca reducirlo: si una cláusula suya te da menos que estos términos, prevalecen estos términos.",
        },
      ],
    },
    {
      type: "paragraph",
      text: "Si actúas en nombre de una empresa, declaras que tienes facultades para obligarla.",
    },
  ],
} as const satisfies LegalSection;
