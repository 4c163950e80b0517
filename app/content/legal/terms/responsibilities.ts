import { site } from "~/config/site";
import type { LegalSection } from "../types";

const company = site.legalName;
const lab = site.labProductName;

/** 4. Responsabilidades: both parties, patient data in the LIS, and the rules for using the site. */
export const responsibilitiesSection = {
  id: "responsabilidades",
  title: "Responsabilidades",
  blocks: [
    { type: "subheading", text: `De ${company}` },
    {
      type: "list",
      items: [
        "Prestar los servicios con diligencia profesional y según lo acordado en la propuesta comercial.",
        "Mantener medidas razonables de seguridad y confidencialidad, y copias de respaldo de la información que alojamos.",
        "Responder por los proveedores que contratamos para prestarte el servicio, como el de alojamiento en la nube, como si fueran nosotros.",
        "Atender las solicitudes de soporte dentro del horario acordado.",
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
    { type: "subheading", text: `Datos personales de pacientes en ${lab}` },
    {
      type: "paragraph",
      text: `Los datos de los pacientes son de cada paciente. El laboratorio es el responsable de su tratamiento y debe contar con su autorización; ${company} es su encargada y los trata solo por cuenta del laboratorio y según sus instrucciones (Ley 1581 de 2012, arts. 3, 17 y 18). Con cada laboratorio firmamos un contrato de transmisión de datos personales que fija el alcance del tratamiento, las medidas de seguridad y los subencargados, hoy ${site.hostingProvider} en ${site.hostingCountry} para el alojamiento (Decreto 1377 de 2013, art. 25). Si un paciente nos presenta una consulta o un reclamo, lo trasladamos al laboratorio dentro de los 2 días hábiles siguientes y le ayudamos a responderlo dentro de los términos de ley (Ley 1581 de 2012, arts. 15 y 18 lit. e).`,
    },
    {
      type: "paragraph",
      text: `En ${lab}, la validación, la interpretación y la entrega de los resultados clínicos son responsabilidad exclusiva del laboratorio y de sus profesionales. El software es una herramienta de gestión y no reemplaza su criterio profesional.`,
    },
    { type: "subheading", text: "Uso de este sitio web" },
    {
      type: "paragraph",
      text: "Quien visita el sitio puede consultarlo libremente y compartir sus enlaces. No está permitido copiar o reutilizar sus contenidos, textos, imágenes y marcas con fines comerciales sin nuestra autorización, intentar acceder a partes no públicas, sobrecargarlo con peticiones automáticas, introducir código malicioso ni usarlo para fines ilícitos. La información del sitio es general y no constituye una oferta: los precios y condiciones que te obligan son los de tu propuesta comercial.",
    },
    { type: "subheading", text: "Cómo te contactamos" },
    {
      type: "paragraph",
      text: "Te escribimos o llamamos solo por los canales que autorizaste, para atender tu solicitud o tu contrato. Los mensajes comerciales requieren tu autorización aparte y los enviamos de lunes a viernes entre las 7:00 y las 19:00 y los sábados entre las 8:00 y las 15:00, nunca domingos ni festivos (Ley 2300 de 2023, art. 3).",
    },
  ],
} as const satisfies LegalSection;
