import { site } from "~/config/site";
import { HABEAS_DATA_SUBJECT, EFFECTIVE_DATE, emailLink, identityCard } from "../common";
import type { LegalSection } from "../types";

const company = site.legalName;
const lab = site.labProductName;

/** 1. Información general: who is responsible, what this policy covers, since when. */
export const generalSection = {
  id: "informacion-general",
  title: "Información general",
  blocks: [
    {
      type: "paragraph",
      text: `${company} es la responsable del tratamiento de los datos personales que recolecta en este sitio web, por sus canales de contacto (correo electrónico, teléfono y WhatsApp) y en su relación con sus clientes. Estos son sus datos de identificación (Decreto 1377 de 2013, art. 13 num. 1):`,
    },
    identityCard("Responsable del tratamiento", HABEAS_DATA_SUBJECT),
    {
      type: "paragraph",
      text: "Esta política desarrolla el artículo 15 de la Constitución Política, la Ley Estatutaria 1581 de 2012 y el Decreto 1377 de 2013, hoy compilado en el Decreto Único Reglamentario 1074 de 2015 (Título 2.2.2.25). La autoridad de protección de datos personales en Colombia es la Superintendencia de Industria y Comercio (SIC).",
    },
    { type: "subheading", text: "Qué bases de datos cubre" },
    {
      type: "list",
      items: [
        "Visitantes de este sitio web: datos de navegación.",
        "Contactos comerciales: quienes nos escriben o nos llaman para pedir información, una demostración o una cotización.",
        "Clientes: las personas de contacto, facturación y soporte de las empresas y laboratorios que contratan con nosotros.",
      ],
    },
    {
      type: "paragraph",
      text: [
        "Los datos de nuestros empleados, aspirantes y proveedores se rigen por el aviso que les entregamos al recolectarlos y por la versión completa de nuestra política de tratamiento de información, que puedes pedir en ",
        emailLink(HABEAS_DATA_SUBJECT, site.privacyEmail),
        ".",
      ],
    },
    { type: "subheading", text: `Datos de pacientes en ${lab}` },
    {
      type: "paragraph",
      text: `Los datos de los pacientes que un laboratorio registra en ${lab} son de cada paciente, su titular. El laboratorio es el responsable de su tratamiento y ${company} actúa como encargada: los trata por cuenta del laboratorio, solo según sus instrucciones y el contrato de transmisión de datos que firmamos con cada uno (Ley 1581 de 2012, art. 3 lit. d; Decreto 1377 de 2013, art. 25). Esos datos se alojan en la nube de ${site.hostingProvider}, en ${site.hostingCountry}, o en los servidores del propio laboratorio cuando elige instalar el sistema en ellos.`,
    },
    {
      type: "paragraph",
      text: "Si eres paciente, dirige tus consultas y reclamos a tu laboratorio. Si nos escribes a nosotros, trasladamos tu solicitud al laboratorio dentro de los 2 días hábiles siguientes, te avisamos que lo hicimos y le ayudamos a responderte dentro de los términos de ley (Ley 1581 de 2012, arts. 15 y 18 lit. e).",
    },
    { type: "subheading", text: "Vigencia" },
    {
      type: "paragraph",
      text: `Esta política rige desde el ${EFFECTIVE_DATE}. Nuestras bases de datos estarán vigentes mientras ${company} desarrolle su objeto social y los datos sean necesarios para las finalidades de esta política, con los plazos de conservación de la sección 6 (Decreto 1377 de 2013, art. 13). Si la cambiamos de forma sustancial, publicaremos aquí la nueva versión con su fecha antes de aplicarla y, si el cambio afecta las finalidades, te pediremos una nueva autorización (Decreto 1377 de 2013, art. 5).`,
    },
  ],
} as const satisfies LegalSection;
