import { site } from "~/config/site";
import { chatByApi } from "~/content/whatsapp-channel";
import { dataReturnRule } from "../plans";
import { whatsappCarriers } from "../subprocessors";
import type { LegalBlock } from "../types";

const company = site.legalName;
const lab = site.labProductName;

/** What the AI provider keeps of such a message: nothing under zero retention. */
const aiKeeps =
  site.aiRetentionDays === "0"
    ? `${site.aiProvider} no los conserva (retención cero, sección 6)`
    : `${site.aiProvider} los conserva solo el plazo de la sección 6`;

/**
 * Patients' data written in the company's own chat: never asked for, deleted by a person. With
 * the assistant (the chat on the API), it passes such a conversation to a person.
 */
const inTheChat = chatByApi
  ? `${lab} no envía datos de pacientes a nuestro asistente virtual ni a su proveedor de inteligencia artificial. El asistente no los pide: si alguien los escribe en el chat, pasa la conversación a una persona, que los borra de nuestro registro; ${aiKeeps}. Al laboratorio cliente que escribe por soporte de ${lab} lo atiende una persona.`
  : `${lab} no envía datos de pacientes a ${site.aiProvider} ni a nuestro chat. No los pedimos por WhatsApp: si alguien los escribe, una persona de nuestro equipo los borra de nuestro registro de la conversación y le indica el canal de su laboratorio.`;

/**
 * Patients' data in the LIS: health data are sensitive (Ley 1581 de 2012, art. 5), the laboratory
 * is the controller with its duties, the company its processor with every sub-processor that
 * touches those data, and the one rule for returning and deleting them (plans.ts).
 */
export const patientDataBlocks = [
  {
    type: "subheading",
    text: `Datos de pacientes en ${lab}: datos sensibles`,
    id: "datos-de-pacientes",
  },
  {
    type: "paragraph",
    text: `Los datos de los pacientes que un laboratorio registra en ${lab} son de cada paciente, su titular. El laboratorio es el responsable de su tratamiento y ${company} actúa como encargada: los trata por cuenta del laboratorio, solo según sus instrucciones y el contrato de transmisión de datos que firmamos con cada uno (Ley 1581 de 2012, art. 3 lit. d; Decreto 1377 de 2013, art. 25). Las órdenes, los resultados y demás información de salud son datos sensibles (Ley 1581 de 2012, art. 5), así que el laboratorio debe:`,
  },
  {
    type: "list",
    items: [
      "Pedir al paciente su autorización explícita, salvo los casos en que la ley no la exige, y decirle cuáles de sus datos son sensibles y para qué los usará (Ley 1581 de 2012, art. 6; Decreto 1377 de 2013, art. 6).",
      "Informarle que no está obligado a autorizar el tratamiento de sus datos sensibles ni a responder las preguntas sobre ellos (Ley 1581 de 2012, art. 12 lit. b).",
      "Si el paciente es un niño, niña o adolescente, contar con la autorización de su representante legal, tener en cuenta su opinión según su madurez y tratar sus datos solo en su interés superior (Ley 1581 de 2012, art. 7; Decreto 1377 de 2013, art. 12).",
    ],
  },
  {
    type: "paragraph",
    text: `En un laboratorio veterinario los resultados del animal no son datos personales, pero sí los de su propietario y los del veterinario o la clínica que remite la muestra. También de ellos el laboratorio es responsable y nosotros encargados, con estas reglas, salvo las de datos sensibles.`,
  },
  {
    type: "paragraph",
    text: `Los subencargados que tocan datos de pacientes, de la lista de la sección 3, tienen las mismas obligaciones que nosotros: ${site.hostingProvider}, que aloja la nube de ${lab}; ${site.resultsMailProvider}, si el laboratorio envía resultados por correo, y ${whatsappCarriers}, si los entrega por WhatsApp (Decreto 1377 de 2013, arts. 24 y 25). El contrato con cada laboratorio nombra a los subencargados y su país, y le avisamos al menos 30 días antes de cambiar alguno. Si el laboratorio instala el sistema en sus propios servidores, los datos quedan en ellos; y si nos da acceso remoto para instalarlo o darle soporte, lo usamos solo para eso, como encargados y bajo el mismo contrato de transmisión de datos.`,
  },
  {
    type: "paragraph",
    text: `${inTheChat} El chatbot que un laboratorio contrate para sus pacientes se rige por la sección 4 de nuestros Términos y Condiciones.`,
  },
  { type: "paragraph", text: dataReturnRule },
  {
    type: "paragraph",
    text: "Si eres paciente, dirige tus consultas y reclamos a tu laboratorio. Si nos escribes a nosotros, trasladamos tu solicitud al laboratorio dentro de los 2 días hábiles siguientes, te avisamos que lo hicimos y le ayudamos a responderte dentro de los términos de ley (Ley 1581 de 2012, arts. 15 y 18 lit. e).",
  },
] as const satisfies readonly LegalBlock[];
