import { site } from "~/config/site";
import { NOTICE_DAYS, dataReturnRule } from "../plans";
import { SUBPROCESSORS_LABEL, aiRetention, subprocessorsBlock } from "../subprocessors";
import type { LegalBlock } from "../types";

const company = site.legalName;
const lab = site.labProductName;
const ai = site.aiProvider;

/**
 * The data-processing clause for every service that holds the Client's personal data (the LIS, a
 * chatbot, custom software we host): the Client is the controller, the company its processor
 * (Ley 1581 de 2012, arts. 3, 17 and 18; Decreto 1377 de 2013, art. 25), with the sub-processors,
 * no training on the Client's data, hand-over to a person (SIC Circular Externa 002 de 2024), who
 * pays the messaging fees, and the one rule for the data at the end (plans.ts).
 */
export const dataProcessingBlocks = [
  {
    type: "subheading",
    text: "Datos personales que tratas con nuestros servicios",
    id: "datos-personales",
  },
  {
    type: "paragraph",
    text: `Cuando usas ${lab}, un chatbot o un software a la medida que alojamos nosotros, tú eres el responsable del tratamiento de los datos personales que registras o que comparten tus clientes, pacientes o usuarios, y ${company} actúa como tu encargada: los trata solo por tu cuenta y según tus instrucciones (Ley 1581 de 2012, arts. 3 lit. d y e, 17 y 18). Lo desarrolla el contrato de transmisión de datos que firmamos contigo (Decreto 1377 de 2013, art. 25), y mientras tanto rige esto:`,
  },
  {
    type: "list",
    items: [
      "Tus deberes como responsable: tener la autorización de los titulares y tu propia política de tratamiento; para datos sensibles, como los de salud, la autorización explícita, informando que responder es facultativo; y para niños, niñas y adolescentes, la de su representante legal (Ley 1581 de 2012, arts. 6, 7 y 12; Decreto 1377 de 2013, arts. 6 y 12).",
      `Subencargados: los de la lista que sigue, cada uno para lo que indica; en los chatbots intervienen además la mensajería de WhatsApp Business y el modelo de lenguaje. Te avisamos por escrito al menos ${NOTICE_DAYS} días antes de agregar o cambiar uno; si no lo aceptas, puedes terminar el servicio sin penalidad.`,
      `Sin entrenamiento: ni nosotros ni ${ai} usamos tu información ni las conversaciones de tus clientes para entrenar modelos de inteligencia artificial ni para otro fin que prestarte el servicio; nuestro contrato con ese proveedor lo prohíbe. ${ai} ${aiRetention}.`,
      "Paso a una persona: tu chatbot se presenta como asistente automático, no toma decisiones con efectos jurídicos sobre las personas y ofrece en todo momento pasar la conversación a una persona de tu equipo, en el horario que definas (Circular Externa 002 de 2024 de la SIC).",
      "Tarifas de mensajería: lo que Meta cobra por las conversaciones o los mensajes de WhatsApp Business no está incluido en el plan y corre por tu cuenta; tu propuesta comercial dice si lo pagas directamente a Meta o si te lo facturamos al costo, sin recargo.",
      "Incidentes: te avisamos de cualquier incidente de seguridad que afecte tus datos dentro de las 72 horas siguientes a conocerlo, con lo que sepamos, para que puedas informarlo a la SIC (Ley 1581 de 2012, arts. 17 lit. n y 18 lit. k).",
      "Solicitudes de los titulares: si un titular nos presenta una consulta o un reclamo, te lo trasladamos dentro de los 2 días hábiles siguientes y te ayudamos a responderlo dentro de los términos de ley (Ley 1581 de 2012, arts. 14, 15 y 18 lit. e).",
    ],
  },
  {
    type: "paragraph",
    text: `${SUBPROCESSORS_LABEL}, la misma lista de nuestra Política de Privacidad:`,
  },
  subprocessorsBlock,
  { type: "paragraph", text: dataReturnRule },
] as const satisfies readonly LegalBlock[];
