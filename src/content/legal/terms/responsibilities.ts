import { site } from "~/config/site";
import { COMMERCIAL_CONTACT_RULE, VAT_NOTE } from "../common";
import type { LegalSection } from "../types";
import { dataProcessingBlocks } from "./data-processing";

const company = site.legalName;
const lab = site.labProductName;

/** 4. Responsabilidades: both parties, the data-processing clause, and the rules for the site. */
export const responsibilitiesSection = {
  id: "responsabilidades",
  title: "Responsabilidades",
  blocks: [
    { type: "subheading", text: `De ${company}` },
    {
      type: "list",
      items: [
        "Prestar los servicios con diligencia profesional y según lo acordado en la propuesta comercial.",
        "Mantener medidas razonables de seguridad y confidencialidad, y copias de respaldo de la información que alojamos en nuestra nube; en una instalación en tus servidores, las copias son tuyas (sección 3).",
        "Responder por los proveedores que contratamos para prestarte el servicio, como el de alojamiento en la nube, como si fueran nosotros.",
        "Atender las solicitudes de soporte en el horario de atención de la sección 3.",
      ],
    },
    { type: "subheading", text: "Del Cliente y sus Usuarios" },
    {
      type: "list",
      items: [
        "Entregar información veraz y mantener al día sus datos de contacto y de facturación.",
        "Custodiar sus usuarios y contraseñas, y avisarnos de inmediato de cualquier uso no autorizado.",
        "Disponer de los equipos, la conexión a internet y las condiciones técnicas mínimas que le indiquemos.",
        "Pagar su plan en los plazos acordados y usar el software conforme a estos términos y a la ley.",
      ],
    },
    ...dataProcessingBlocks,
    {
      type: "paragraph",
      text: `En ${lab}, la validación, la interpretación y la entrega de los resultados clínicos son responsabilidad exclusiva del laboratorio y de sus profesionales. El software es una herramienta de gestión y no reemplaza su criterio profesional.`,
    },
    { type: "subheading", text: "Uso de este sitio web", id: "uso-del-sitio" },
    {
      type: "paragraph",
      text: `Quien visita el sitio puede consultarlo libremente y compartir sus enlaces. No está permitido copiar o reutilizar sus contenidos, textos, imágenes y marcas con fines comerciales sin nuestra autorización, intentar acceder a partes no públicas, sobrecargarlo con peticiones automáticas, introducir código malicioso ni usarlo para fines ilícitos. Los precios publicados en este sitio, en pesos colombianos, ${VAT_NOTE}, y sus condiciones nos obligan tal como se anuncian (Ley 1480 de 2011, art. 29); tu propuesta comercial puede mejorarlos, nunca empeorarlos.`,
    },
    { type: "subheading", text: "Cómo te contactamos", id: "como-te-contactamos" },
    {
      type: "paragraph",
      text: `Te escribimos o llamamos solo por los canales que autorizaste, para atender tu solicitud o tu contrato. Los mensajes comerciales requieren tu autorización aparte y te los enviamos ${COMMERCIAL_CONTACT_RULE}.`,
    },
  ],
} as const satisfies LegalSection;
