import { site } from "~/config/site";
import type { LegalSection } from "../types";

/** 5. Limitación de responsabilidad: what it covers, its cap, its carve-outs, third-party links. */
export const liabilitySection = {
  id: "limitacion-de-responsabilidad",
  title: "Limitación de responsabilidad",
  blocks: [
    { type: "paragraph", text: `${site.legalName} no responde por:` },
    {
      type: "list",
      items: [
        "Daños indirectos o consecuenciales, lucro cesante ni pérdida de oportunidades de negocio.",
        "Fallas causadas por fuerza mayor o caso fortuito, ni por servicios que contrata el Cliente y están fuera de nuestro control, como su conexión a internet, su energía o, si instala el software en sus servidores, esa infraestructura.",
        "La pérdida o alteración de información causada por el uso indebido del software, por el incumplimiento de estos términos o por instrucciones del Cliente o de sus Usuarios.",
        "Las decisiones que se tomen con base en la información que registren el Cliente o sus Usuarios.",
      ],
    },
    {
      type: "paragraph",
      text: "El alojamiento, las copias de seguridad y los demás proveedores que contratamos para prestarte el servicio no son terceros para estos efectos: respondemos por ellos. En todo caso, nuestra responsabilidad total frente al Cliente por cualquier reclamación relacionada con los servicios se limita al valor que el Cliente nos haya pagado en los doce (12) meses anteriores al hecho que la origina.",
    },
    {
      type: "paragraph",
      text: "Ni las exclusiones ni el límite aplican en casos de dolo o culpa grave, al incumplimiento de nuestros deberes de confidencialidad ni a las violaciones de la ley de protección de datos personales imputables a nosotros. Si contratas como consumidor, las exclusiones y el límite de esta sección no se te aplican: la ley no permite limitar la responsabilidad que nos corresponde frente a ti (Ley 1480 de 2011, arts. 43 num. 1 y 44).",
    },
    { type: "subheading", text: "Enlaces a sitios de terceros", id: "enlaces" },
    {
      type: "paragraph",
      text: "El sitio enlaza a servicios de terceros, como WhatsApp, Facebook, Instagram, LinkedIn o la SIC. No controlamos su contenido ni sus políticas, que te recomendamos leer; un enlace no significa que los respaldemos. Lo que hagan con tus datos se rige por sus propias condiciones.",
    },
  ],
} as const satisfies LegalSection;
