import { proof } from "~/config/proof";
import { site } from "~/config/site";
import { changeRule, dataReturnRule, noLockIn, quotedSeparatelyNote } from "~/content/legal/plans";
import { OFFICE_HOURS } from "~/content/office-hours";
import type { FaqItem } from "../types";

const product = site.labProductName;

export const labFaqHeading = {
  eyebrow: "Resolvemos tus dudas",
  title: "Preguntas frecuentes",
  intro: `Lo que suelen preguntarnos los directores y coordinadores de laboratorio antes de elegir ${product}.`,
} as const;

/**
 * The lab page's FAQ, in plain text. The visible "Preguntas frecuentes" section and the FAQPage
 * JSON-LD are both built from this export: keep its name and shape. A line break ("\n") shows on
 * the page, so a long answer opens with a few short lines that scan on a phone, the detail after.
 */
export const labFaq: readonly FaqItem[] = [
  {
    question: `¿${product} se conecta con los analizadores que ya tengo?`,
    answer: `En la mayoría de los casos, sí. ${product} se conecta con analizadores de química, hematología, inmunología, coagulación y uroanálisis que transmiten por ASTM, HL7 o archivos planos, por red o por puerto serial. Cada conexión depende de que el equipo y su fabricante la permitan: antes de firmar revisamos contigo cada equipo y te confirmamos por escrito cuáles quedarán conectados; si alguno no se puede conectar, te lo decimos antes de cotizar. ${quotedSeparatelyNote}`,
  },
  {
    question: "¿Se puede integrar con el HIS o la historia clínica del hospital?",
    answer:
      "Sí, cuando el HIS ofrece una vía de integración: HL7, servicios web o una base de datos intermedia. Así las órdenes llegan solas al laboratorio y los resultados validados vuelven a la historia clínica. También conectamos tu software de facturación, tu CRM u otro LIS con el que necesites intercambiar información. Estas integraciones se cotizan aparte, en tu propuesta comercial.",
  },
  {
    question: "¿Sirve para laboratorios veterinarios?",
    answer: `Sí. ${product} tiene una versión veterinaria con gestión de especies y razas, datos del propietario y de la clínica remitente, y valores de referencia por especie, para que cada informe sea correcto para el paciente que se analiza.`,
  },
  {
    question: "¿Dónde quedan mis datos y qué tan seguros están?",
    answer: `Puedes tener el sistema en nuestra nube, alojada con ${site.hostingProvider} en ${site.hostingCountry}, o instalarlo en los servidores de tu institución. La información viaja cifrada, cada usuario ve solo lo que su rol le permite y todo cambio queda en el registro de auditoría. En nuestra nube hacemos copias de seguridad automáticas; si lo instalas en tus servidores, las copias de seguridad las administra tu institución, como dicen los Términos y Condiciones. Los datos de tus pacientes son de ellos y son datos sensibles: tu laboratorio es el responsable de su tratamiento y nosotros los tratamos como encargados, con un contrato de transmisión de datos (Ley 1581 de 2012; Decreto 1377 de 2013). ${dataReturnRule}`,
  },
  {
    question: "¿Cuánto tiempo toma la implementación?",
    answer: `Depende del número de sedes, de exámenes y de equipos por conectar.${proof.goLive ? ` Normalmente, ${proof.goLive}.` : ""} El plazo incluye la configuración de exámenes y tarifas, la capacitación del equipo y el acompañamiento en el arranque, además de la conexión de analizadores y la migración de información si las contratas. En la demo te entregamos un cronograma para tu caso.`,
  },
  {
    question: "¿Incluye capacitación y soporte?",
    answer: `Sí. Capacitamos a cada perfil de tu equipo (recepción, bacteriólogos, caja y dirección), te dejamos manuales de uso y te damos soporte por WhatsApp, correo y conexión remota ${OFFICE_HOURS}. Las actualizaciones del sistema están incluidas.`,
  },
  {
    question: "¿Puedo traer la información de mi sistema actual?",
    answer: `Sí. Migramos tus pacientes, tu catálogo de exámenes, tus tarifas y convenios desde tu sistema actual o desde hojas de cálculo, y verificamos la información contigo antes de empezar a operar. ${quotedSeparatelyNote}`,
  },
  {
    question: "¿Cómo se cobra el servicio?",
    answer: [
      [
        "Mensual o anual, en pesos y con IVA.",
        "Sin permanencia ni penalidad.",
        "Analizadores y migración, aparte.",
      ].join("\n"),
      "El precio, con el IVA incluido cuando aplique, depende de las sedes, los usuarios y los equipos conectados; en la demo te damos una cotización exacta.",
      noLockIn,
      changeRule,
    ].join("\n\n"),
  },
];
