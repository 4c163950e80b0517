/**
 * One statement of what a plan includes and what is quoted apart, of how plans renew, change and
 * end, and of what happens to the client's data at the end: the terms, the lab FAQ and the privacy
 * policy import these very strings, so they can never disagree (Ley 1480 de 2011, arts. 23 and
 * 29: information must be truthful, and what is advertised binds). docs/requirements.md, "Legal
 * pages" (the 30-day figures made consistent).
 */
import { site } from "~/config/site";
import { OFFICE_HOURS } from "~/content/office-hours";
import { VAT_NOTE } from "./common";

/** Renewal notice, cancellation notice and terms-change notice, in days (docs/requirements.md). */
export const NOTICE_DAYS = 30;
/** Days after the end of the service in which the data copy can be asked for (then deleted). */
export const DATA_COPY_DAYS = 30;
/** Days after that deletion in which the backups that still hold the data are overwritten. */
export const BACKUP_DELETION_DAYS = 30;
/** Business days to withdraw from a distance contract (Ley 1480 de 2011, art. 47). */
export const WITHDRAWAL_BUSINESS_DAYS = 5;

/** How the team gives support: the terms and the lab FAQ say it in these words. */
export const SUPPORT_CHANNELS =
  "por correo electrónico, teléfono y WhatsApp, y por conexión remota cuando la autorizas";

/** Included in every plan's price. */
export const planIncludes = [
  "El acceso al software en la nube, con el alojamiento, el mantenimiento y las copias de seguridad a nuestro cargo.",
  "Las actualizaciones y mejoras de las funciones de tu plan.",
  `El soporte técnico de nuestro equipo ${SUPPORT_CHANNELS}, ${OFFICE_HOURS}; lo que nos escribas fuera de ese horario lo atendemos el siguiente día hábil.`,
  "La configuración inicial de tus exámenes, tarifas y usuarios, y la capacitación para ponerlo en marcha, en la modalidad y con la duración que indique tu propuesta comercial.",
] as const;

/** Quoted apart, in the written proposal, before anything is charged. */
export const quotedSeparately = [
  "La conexión de cada equipo analizador, según su modelo y su protocolo.",
  "La migración de información desde otros sistemas o desde hojas de cálculo, según su volumen y su formato.",
  "Las integraciones con sistemas de información hospitalaria (HIS), facturación electrónica, CRM u otros sistemas.",
  "Los desarrollos y funciones a la medida, las capacitaciones adicionales o presenciales y la consultoría.",
  "Los usuarios, sedes o módulos adicionales.",
] as const;

/** What the FAQ says about analyzers and migration: the same facts as the lists above. */
export const quotedSeparatelyNote =
  "La conexión de los analizadores y la migración de información se cotizan aparte, según el número de equipos y el volumen de datos, y quedan detalladas en tu propuesta comercial antes de empezar.";

/** The two plans, stated separately, each with what is and is not refunded. */
export const plans = {
  monthly:
    "El plan mensual se paga al comienzo de cada mes y se renueva solo, mes a mes. Lo cancelas cuando quieras antes de la fecha de su siguiente renovación, y ese mes ya no se cobra; el mes en curso no se reembolsa y conservas el acceso hasta que termine.",
  annual: `El plan anual se paga por adelantado por doce meses y se renueva solo por otro año. Te avisamos por correo ${NOTICE_DAYS} días antes de cada renovación; si lo cancelas antes de esa fecha, no se renueva ni se cobra. Si lo cancelas a mitad de año, eliges: conservar el acceso hasta el final del año pagado, o que te devolvamos, dentro de los 30 días siguientes, la parte del precio anual de los meses completos que aún no han empezado, y el acceso termina al final del mes en curso. No se reembolsan el mes en curso ni los servicios cotizados aparte que ya prestamos, como la implementación, la migración o la conexión de analizadores.`,
} as const;

/** The FAQ's answer on commitment: true for both plans, since an annual plan can be refunded. */
export const noLockIn = `No hay cláusula de permanencia ni penalidad por cancelar. ${plans.monthly} ${plans.annual}`;

/**
 * The one mechanism for a change of price or of the terms (docs/requirements.md, "Legal pages"):
 * express acceptance, by e-mail or WhatsApp (Ley 527 de 1999, arts. 6 and 7); silence is never
 * acceptance (Ley 1480 de 2011, arts. 38 and 43 num. 9). Worded for the terms and the FAQ alike.
 */
export const changeRule = `Un cambio de precio o de los Términos y Condiciones te lo anunciamos por correo electrónico al menos ${NOTICE_DAYS} días antes de la renovación desde la que aplicaría, con el texto nuevo o el precio nuevo, ${VAT_NOTE}, y nunca se aplica a un periodo que ya pagaste. Solo rige si lo aceptas de forma expresa, por ejemplo respondiendo que sí a ese correo o por WhatsApp, que valen como aceptación escrita (Ley 527 de 1999, arts. 6 y 7). Tu silencio o seguir usando el servicio no es aceptación (Ley 1480 de 2011, arts. 38 y 43 num. 9). Si no lo aceptas, tu plan sigue con las condiciones anteriores hasta el final del periodo pagado y termina ahí, sin penalidad: antes de esa fecha te enviamos al menos dos recordatorios, y al terminar puedes pedir la copia de tu información.`;

/**
 * The one rule for the client's data (patients' data included) at the end of a contract: the
 * privacy policy, the terms and the FAQ all print this string. Third person, so it reads the same
 * to a patient in the policy and to the client in the terms and the FAQ.
 */
export const dataReturnRule = `Al terminar el contrato, por cualquier causa, entregamos al cliente sin costo una copia completa de su información, incluida la de sus pacientes en ${site.labProductName}, en un formato estándar y de uso común, como CSV o Excel, con los informes de resultados en PDF. Se la enviamos sin que tenga que pedirla, y puede pedirla de nuevo hasta ${DATA_COPY_DAYS} días después de que termine el servicio; antes de que venza ese plazo se lo recordamos por escrito al menos dos veces, y vencido, eliminamos la información de nuestros servidores y, dentro de los ${BACKUP_DELETION_DAYS} días siguientes, de nuestras copias de seguridad, y se lo confirmamos por escrito. Lo que la ley le obligue a conservar, como la historia clínica, lo conserva el cliente con esa copia. Si el software está instalado en sus servidores, la información nunca sale de ellos y nosotros no guardamos copia.`;
