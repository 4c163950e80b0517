import { site } from "~/config/site";
import { ROUTE_SEGMENTS } from "~/config/route-paths";
import { HABEAS_DATA_SUBJECT, effectiveDate, identityCard } from "../common";
import type { LegalSection } from "../types";
import { patientDataBlocks } from "./patients";

const company = site.legalName;

/** 1. Información general: who is responsible, whose data this policy covers, since when. */
export const generalSection = {
  id: "informacion-general",
  title: "Información general",
  blocks: [
    {
      type: "paragraph",
      text: `${company} es la responsable del tratamiento de los datos personales que recolecta en este sitio web, por sus canales de contacto (correo electrónico, teléfono, WhatsApp y sus páginas en redes sociales) y en su relación con sus clientes. Estos son sus datos de identificación (Decreto 1377 de 2013, art. 13 num. 1):`,
    },
    identityCard("Responsable del tratamiento", HABEAS_DATA_SUBJECT, ROUTE_SEGMENTS.privacyPolicy),
    {
      type: "paragraph",
      text: "Esta política desarrolla el artículo 15 de la Constitución Política, la Ley Estatutaria 1581 de 2012 y el Decreto 1377 de 2013, hoy compilado en el Capítulo 25 del Título 2 de la Parte 2 del Libro 2 del Decreto Único Reglamentario 1074 de 2015. La autoridad de protección de datos personales en Colombia es la Superintendencia de Industria y Comercio (SIC).",
    },
    { type: "subheading", text: "De quiénes son los datos que cubre" },
    {
      type: "list",
      items: [
        "Visitantes de este sitio web: datos de navegación.",
        "Contactos comerciales: quienes nos escriben, nos llaman o nos escriben en redes sociales para pedir información, una demostración o una cotización.",
        "Clientes: las personas de contacto, facturación y soporte de las empresas y laboratorios que contratan con nosotros.",
      ],
    },
    {
      type: "paragraph",
      text: "Los datos de nuestros empleados, aspirantes a empleo y proveedores no se recogen en este sitio: los tratamos según el aviso de privacidad que les entregamos al recolectarlos.",
    },
    ...patientDataBlocks,
    { type: "subheading", text: "Vigencia y cambios", id: "vigencia" },
    {
      type: "paragraph",
      text: `Esta política rige desde el ${effectiveDate(ROUTE_SEGMENTS.privacyPolicy)}. Nuestras bases de datos estarán vigentes mientras ${company} desarrolle su objeto social y los datos sean necesarios para las finalidades de esta política, con los plazos de conservación de la sección 6 (Decreto 1377 de 2013, art. 13).`,
    },
    {
      type: "paragraph",
      text: "Si la cambiamos de forma sustancial, por ejemplo en quién es el responsable o en las finalidades, te lo comunicamos antes de aplicar el cambio por el correo electrónico o el WhatsApp que nos diste, además de publicar aquí la nueva versión con su fecha; y si el cambio afecta las finalidades, te pedimos una nueva autorización (Decreto 1377 de 2013, arts. 5 y 13). Las versiones anteriores, cuando las haya, quedan publicadas con sus fechas y enlazadas al comienzo de esta página.",
    },
  ],
} as const satisfies LegalSection;
