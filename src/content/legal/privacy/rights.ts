import { site } from "~/config/site";
import { chatByApi } from "~/content/whatsapp-channel";
import { RIGHTS_ANCHOR } from "../anchors";
import { HABEAS_DATA_SUBJECT, SIC_URL, emailLink, whatsappLink } from "../common";
import type { LegalSection } from "../types";

/** The spec's answer time (docs/requirements.md, "Legal pages"): at most 15 business days. */
export const ANSWER_WITHIN = "15 días hábiles";
/**
 * How every term of this section is counted, the same for a consulta and a reclamo: from the
 * day the request arrives (art. 14 counts a consulta "a partir de la fecha de recibo"; art. 15 a
 * reclamo from the day after, so counting from the day itself never runs later than either).
 */
const COUNTED = "contados desde el día en que la recibimos";

/**
 * 5. Tus derechos: the rights of Ley 1581 de 2012, art. 8, apart from the company's own
 * commitments (objection, portability), and one deadline for every request: the spec's 15
 * business days, never the extensions the law would allow.
 */
export const rightsSection = {
  id: RIGHTS_ANCHOR,
  title: "Tus derechos",
  blocks: [
    {
      type: "paragraph",
      text: "Como titular de tus datos tienes estos derechos, que puedes ejercer gratis (Ley 1581 de 2012, art. 8):",
    },
    {
      type: "definitions",
      items: [
        {
          term: "Acceso, actualización y rectificación",
          description:
            "Conocer qué datos tuyos tenemos y cómo los hemos usado, pedir prueba de la autorización que nos diste, y actualizar o corregir los datos incompletos, inexactos o desactualizados (lit. a, b, c y f).",
        },
        {
          term: "Eliminación y revocación",
          description:
            "Pedir en cualquier momento que suprimamos tus datos o revocar la autorización que nos diste. Solo no procede mientras tengas un deber legal o contractual de permanecer en nuestra base de datos, por ejemplo mientras tu contrato esté vigente o por las facturas que la ley nos obliga a conservar; en ese caso te decimos cuál es y hasta cuándo (lit. e; Decreto 1377 de 2013, art. 9).",
        },
        {
          term: "Queja ante la SIC",
          description: [
            "Presentar quejas ante la ",
            { link: "Superintendencia de Industria y Comercio", href: SIC_URL },
            " por infracciones a la ley, una vez agotado con nosotros el trámite de consulta o reclamo (lit. d; art. 16).",
          ],
        },
      ],
    },
    { type: "paragraph", text: "Además, por decisión propia, te ofrecemos:" },
    {
      type: "definitions",
      items: [
        {
          term: "Oposición",
          description: `Dejar de usar tus datos para una finalidad concreta que no sea necesaria para tu contrato, por ejemplo los mensajes comerciales${chatByApi ? " o la revisión de tus conversaciones con el asistente virtual" : ""}.`,
        },
        {
          term: "Portabilidad",
          description:
            "Recibir una copia de los datos que nos diste en un formato estructurado y de uso común, como CSV.",
        },
      ],
    },
    {
      type: "paragraph",
      text: "Pueden ejercerlos el titular, sus causahabientes, su representante o apoderado, o quien actúe por estipulación a favor de otro (Decreto 1377 de 2013, art. 20).",
    },
    { type: "subheading", text: "Cómo presentar tu solicitud", id: "solicitudes" },
    {
      type: "paragraph",
      text: [
        "Escríbenos al correo ",
        emailLink(HABEAS_DATA_SUBJECT, site.privacyEmail),
        " con el asunto ",
        { strong: `“${HABEAS_DATA_SUBJECT}”` },
        ". Cambia “[Tu solicitud]” por lo que necesitas, por ejemplo: “Solicitud HABEAS DATA - Eliminación de mis datos”. Incluye tu nombre completo, tu número de identificación y un dato de contacto para responderte; si actúas por otra persona, adjunta el documento que lo acredite. Una persona de nuestro equipo tramita cada solicitud; si no usas este asunto, igual tramitamos la tuya.",
      ],
    },
    {
      type: "paragraph",
      text: [
        "También puedes presentarla por WhatsApp al ",
        whatsappLink(HABEAS_DATA_SUBJECT),
        chatByApi
          ? " con el mismo asunto: el asistente virtual no la responde y la pasa a una persona. Por seguridad, envía tu documento de identidad, poderes u otros soportes solo por correo, nunca por el chat."
          : " con el mismo asunto: la tramita una persona de nuestro equipo. Por seguridad, envía tu documento de identidad, poderes u otros soportes solo por correo, nunca por el chat.",
      ],
    },
    {
      type: "paragraph",
      text: [
        "Respondemos toda solicitud en un plazo máximo de ",
        { strong: ANSWER_WITHIN },
        `, ${COUNTED} (un reclamo incompleto, desde el día en que lo completas); ese plazo máximo nunca se extiende. Según lo que pidas, es una consulta o un reclamo:`,
      ],
    },
    { type: "subheading", text: "Consultas: saber qué datos tenemos (Ley 1581 de 2012, art. 14)" },
    {
      type: "list",
      ordered: true,
      items: [
        `Te respondemos dentro de los 10 días hábiles ${COUNTED}.`,
        `Si no es posible, te avisamos antes de que venza ese plazo, con el motivo y la fecha de respuesta, que no pasará de 5 días hábiles más: nunca más de ${ANSWER_WITHIN} en total, ${COUNTED}.`,
      ],
    },
    {
      type: "subheading",
      text: "Reclamos: corregir, actualizar, suprimir, revocar o denunciar un incumplimiento (Ley 1581 de 2012, art. 15)",
    },
    {
      type: "list",
      ordered: true,
      items: [
        "Incluye tu identificación, la descripción de los hechos, la dirección física o electrónica donde quieres la respuesta y los documentos que quieras hacer valer.",
        "Si le falta algo, te lo pedimos dentro de los 5 días hábiles siguientes. Si pasan 2 meses desde que te pedimos completarlo sin que lo hagas, entendemos que desististe.",
        "Si el reclamo no nos corresponde, por ejemplo porque trata de datos de pacientes de un laboratorio, lo trasladamos a quien corresponda dentro de los 2 días hábiles siguientes y te avisamos.",
        "Con el reclamo completo, a más tardar en 2 días hábiles marcamos tus datos con la leyenda «reclamo en trámite» y su motivo, hasta que lo resolvamos.",
        `Te respondemos dentro de los ${ANSWER_WITHIN} contados desde el día en que lo recibimos completo. Es el plazo máximo: no lo extendemos.`,
      ],
    },
  ],
} as const satisfies LegalSection;
