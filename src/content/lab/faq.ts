import { ROUTE_PATHS } from "~/config/route-paths";
import { site } from "~/config/site";
import { SUPPORT_CHANNELS, quotedSeparatelyNote } from "~/content/legal/plans";
import { whatsappCarriers } from "~/content/legal/subprocessors";
import { dataProcessingBlocks } from "~/content/legal/terms/data-processing";
import { economicsSection } from "~/content/legal/terms/economics";
import { OFFICE_HOURS } from "~/content/office-hours";
import type { FaqItem } from "../types";
import { analyzersInProduction } from "./analyzers";
import { buyerQuestions } from "./buyer-questions";
import { replyPromise } from "../reply-promise";
import { labGoLiveText, labPlanIncludes, labPriceText } from "./offer";
import { afterHoursText } from "./support";
import { LAB_PROOF_IDS } from "../proof";
import { labRegulations, normName } from "./regulations";

const product = site.labProductName;
const [dataProcessingHeading] = dataProcessingBlocks;
/** Where the terms hold the detail a short answer leaves out. */
const terms = (id: string) => `${ROUTE_PATHS.termsOfService}#${id}`;

export const labFaqHeading = {
  eyebrow: "Resolvemos tus dudas",
  title: "Preguntas frecuentes",
} as const;

/** "A, B y C". */
const joined = (parts: readonly string[]) =>
  parts.length > 1 ? `${parts.slice(0, -1).join(", ")} y ${parts.at(-1)}` : (parts[0] ?? "");

/** Asked only when the company confirms at least one norm (docs/proof.md, `regulations`). */
const regulationItem: FaqItem[] =
  labRegulations.length > 0
    ? [
        {
          question: "¿Cumple con la normativa colombiana?",
          answer: `El sistema te da con qué cumplir, en lo que le toca: ${joined(labRegulations.map(normName))}. Cumplirla sigue siendo de tu laboratorio.`,
          more: { label: "Qué hace frente a cada norma", href: `#${LAB_PROOF_IDS.regulations}` },
        },
      ]
    : [];

/**
 * The lab page's FAQ, in plain text. The visible "Preguntas frecuentes" section and the FAQPage
 * JSON-LD are both built from this export: keep its name and shape. Each answer is short; where
 * the terms hold the detail (plans, data), `more` links to it instead of repeating it.
 */
export const labFaq: readonly FaqItem[] = [
  {
    question: "¿Se conecta con los analizadores que ya tengo?",
    answer: `En la mayoría de los casos, sí: con los que transmiten por ASTM, HL7 o archivos planos, por red o puerto serial.${analyzersInProduction ? ` ${analyzersInProduction}` : ""} Antes de firmar revisamos cada equipo y te confirmamos por escrito cuáles quedarán conectados. ${quotedSeparatelyNote}`,
  },
  ...regulationItem,
  {
    question: "¿Se integra con el HIS del hospital?",
    answer:
      "Sí, cuando el HIS ofrece una vía de integración: HL7, servicios web o una base de datos intermedia. Las órdenes llegan solas y los resultados validados vuelven a la historia clínica. También conectamos facturación, CRM u otro LIS. Estas integraciones se cotizan aparte, en tu propuesta comercial.",
  },
  {
    question: "¿Sirve para laboratorios veterinarios?",
    answer: `Sí. ${product} tiene una versión veterinaria con especies y razas, datos del propietario y de la clínica remitente, y valores de referencia por especie.`,
  },
  ...buyerQuestions.microbiology,
  {
    question: "¿Dónde quedan mis datos y qué tan seguros están?",
    answer: `En nuestra nube, alojada con ${site.hostingProvider} en ${site.hostingCountry}, o en los servidores de tu institución. La información viaja cifrada, cada usuario ve solo lo que su rol le permite y todo cambio queda en el registro de auditoría. En nuestra nube hacemos copias de seguridad automáticas; si lo instalas en tus servidores, las copias de seguridad las administra tu institución. Tu laboratorio es el responsable de los datos de sus pacientes y nosotros los tratamos como encargados, con un contrato de transmisión (Ley 1581 de 2012, art. 3; Decreto 1377 de 2013, art. 25). Los resultados que envías por correo salen por ${site.resultsMailProvider} (${site.resultsMailCountry}), y los que entregues por WhatsApp, por ${whatsappCarriers}. Guardamos tu información mientras dure el contrato; al terminar te entregamos sin costo una copia completa en un formato de uso común, como CSV o Excel, con los informes de resultados en PDF, para que tu laboratorio siga con su custodia el tiempo que exige la norma, y después la borramos de nuestra nube en los plazos de los términos.`,
    more: { label: dataProcessingHeading.text, href: terms(dataProcessingHeading.id) },
  },
  ...buyerQuestions.availability,
  ...buyerQuestions.offline,
  ...buyerQuestions.resultSignature,
  {
    question: "¿Cuánto tarda la implementación?",
    answer: `${labGoLiveText ? `${labGoLiveText} ` : ""}Depende de las sedes, los exámenes y los equipos por conectar: incluye la configuración, la capacitación y el acompañamiento en el arranque. En la demo te entregamos un cronograma para tu caso; con varias sedes, dice cuándo arranca cada una.`,
  },
  {
    question: "¿Incluye capacitación y soporte?",
    answer: `Sí. Capacitamos a cada perfil de tu equipo y te damos soporte ${SUPPORT_CHANNELS}, ${OFFICE_HOURS}. ${replyPromise}.${afterHoursText ? ` ${afterHoursText}` : ""} Las actualizaciones están incluidas.`,
  },
  {
    question: "¿Puedo traer los datos de mi sistema?",
    answer: `Sí. Migramos pacientes, exámenes, tarifas y convenios desde tu sistema o desde hojas de cálculo, y los verificamos contigo antes de operar. ${quotedSeparatelyNote}`,
  },
  {
    question: "¿Cómo se cobra el servicio?",
    answer: `${labPriceText ? `${labPriceText} ` : ""}${labPlanIncludes ? `${labPlanIncludes} ` : ""}Todo plan incluye el alojamiento en nuestra nube, las actualizaciones, el soporte y la configuración y capacitación iniciales. Plan mensual o anual, pagado por anticipado, sin permanencia ni penalidad por cancelar. Los analizadores, la migración y los usuarios, sedes o módulos adicionales se cotizan aparte.`,
    more: { label: economicsSection.title, href: terms(economicsSection.id) },
  },
];
