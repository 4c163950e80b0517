import { site } from "~/config/site";
import { HABEAS_DATA_SUBJECT, SIC_URL, emailLink, whatsappLink } from "../common";
import type { LegalSection } from "../types";

/** The spec's answer time (SPEC.md section 9, "Privacy"): at most 15 business days. */
export const ANSWER_WITHIN = "15 días hábiles";

/** 5. Tus derechos, and the two procedures of Ley 1581: consultas (art. 14), reclamos (art. 15). */
export const rightsSection = {
  id: "derechos",
  title: "Tus derechos",
  blocks: [
    {
      type: "paragraph",
      text: "Como titular de tus datos, el artículo 8 de la Ley 1581 de 2012 te reconoce estos derechos, que puedes ejercer de forma gratuita:",
    },
    {
      type: "definitions",
      items: [
        {
          term: "Acceso y rectificación",
          description:
            "Conocer qué datos tuyos tenemos y cómo los hemos usado, pedir prueba de la autorización que nos diste, y actualizar o corregir los datos incompletos, inexactos o desactualizados.",
        },
        {
          term: "Eliminación",
          description:
            "Pedir que suprimamos tus datos cuando ya no sean necesarios o su tratamiento no respete la ley, salvo que un deber legal o contractual nos obligue a conservarlos.",
        },
        {
          term: "Oposición",
          description:
            "Pedir que dejemos de usar tus datos para una finalidad concreta, por ejemplo los mensajes comerciales.",
        },
        {
          term: "Portabilidad",
          description:
            "Recibir una copia de los datos que nos diste en un formato estructurado y de uso común, como CSV.",
        },
        {
          term: "Revocación de la autorización",
          description:
            "Retirar en cualquier momento el permiso que nos diste, salvo que un deber legal o contractual nos obligue a conservar los datos.",
        },
        {
          term: "Queja ante la SIC",
          description: [
            "Presentar quejas ante la ",
            { link: "Superintendencia de Industria y Comercio", href: SIC_URL },
            " por infracciones a la ley, una vez agotado con nosotros el trámite de consulta o reclamo (Ley 1581 de 2012, art. 16).",
          ],
        },
      ],
    },
    {
      type: "paragraph",
      text: "Pueden ejercerlos el titular, sus causahabientes, su representante o apoderado, o quien actúe por estipulación a favor de otro (Decreto 1377 de 2013, art. 20).",
    },
    { type: "subheading", text: "Cómo presentar tu solicitud" },
    {
      type: "paragraph",
      text: [
        "Escríbenos al correo ",
        emailLink(HABEAS_DATA_SUBJECT, site.privacyEmail),
        " o por WhatsApp al ",
        whatsappLink(HABEAS_DATA_SUBJECT),
        " con el asunto ",
        { strong: `“${HABEAS_DATA_SUBJECT}”` },
        ". Cambia “[Tu solicitud]” por lo que necesitas, por ejemplo: “Solicitud HABEAS DATA - Eliminación de mis datos”. Incluye tu nombre completo, tu número de identificación y un dato de contacto para responderte; si actúas por otra persona, adjunta el documento que lo acredite.",
      ],
    },
    {
      type: "paragraph",
      text: [
        "Respondemos cada solicitud en un plazo máximo de ",
        { strong: ANSWER_WITHIN },
        ", contados desde el día siguiente a su recibo. Según lo que pidas, es una consulta o un reclamo:",
      ],
    },
    { type: "subheading", text: "Consultas: saber qué datos tenemos (Ley 1581 de 2012, art. 14)" },
    {
      type: "list",
      ordered: true,
      items: [
        "Te respondemos dentro de los 10 días hábiles siguientes al recibo.",
        "Si no es posible, te avisamos antes de que venza ese plazo, con el motivo y la fecha de respuesta, que no pasará de 5 días hábiles más: nunca más de 15 días hábiles en total.",
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
        "Si le falta algo, te lo pedimos dentro de los 5 días hábiles siguientes. Si pasan 2 meses sin que lo completes, entendemos que desististe.",
        "Si el reclamo no nos corresponde, por ejemplo porque trata de datos de pacientes de un laboratorio, lo trasladamos a quien corresponda dentro de los 2 días hábiles siguientes y te avisamos.",
        "Con el reclamo completo, a más tardar en 2 días hábiles marcamos tus datos con la leyenda «reclamo en trámite» y su motivo, hasta que lo resolvamos.",
        "Te respondemos dentro de los 15 días hábiles siguientes al recibo. Solo si no es posible, te informamos antes el motivo y la fecha de respuesta, que la ley permite extender hasta 8 días hábiles más.",
      ],
    },
  ],
} as const satisfies LegalSection;
