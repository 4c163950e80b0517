/**
 * One statement of what a plan includes and what is quoted apart, and of how plans renew and end:
 * the terms and the lab FAQ both read it, so they can never disagree (Ley 1480 de 2011, arts. 23
 * and 29: information must be truthful, and what is advertised binds). DECISIONS.md, "Contracts".
 */
import { OFFICE_HOURS } from "~/content/office-hours";

/** SPEC.md section 9: renewal notice, cancellation notice and terms-change notice, in days. */
export const NOTICE_DAYS = 30;
/** Days after the end of the service in which the data copy can be asked for (then deleted). */
export const DATA_COPY_DAYS = 30;
/** Business days to withdraw from a distance contract (Ley 1480 de 2011, art. 47). */
export const WITHDRAWAL_BUSINESS_DAYS = 5;

/** Included in every plan's price. */
export const planIncludes = [
  "El acceso al software en la nube, con el alojamiento, el mantenimiento y las copias de seguridad a nuestro cargo.",
  "Las actualizaciones y mejoras de las funciones de tu plan.",
  `El soporte técnico por correo electrónico, teléfono y WhatsApp, ${OFFICE_HOURS}.`,
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

/** The two plans, stated separately (DECISIONS.md, "Contracts"). */
export const plans = {
  monthly: `El plan mensual se paga al comienzo de cada mes y se renueva solo, mes a mes. Lo cancelas cuando quieras antes de la fecha de su siguiente renovación, y ese mes ya no se cobra.`,
  annual: `El plan anual se paga por adelantado por doce meses y se renueva solo por otro año. Te avisamos ${NOTICE_DAYS} días antes de la renovación, con el precio del año siguiente; si lo cancelas antes de esa fecha, no se renueva ni se cobra. Si lo cancelas a mitad de año, conservas el acceso hasta el final del año pagado, pero no reembolsamos los meses no usados, salvo que ejerzas el retracto o que el servicio falle por causa nuestra.`,
} as const;

/** The FAQ's answer on commitment, consistent with a prepaid annual plan. */
export const noLockIn = `No hay cláusula de permanencia ni penalidad por cancelar. ${plans.monthly} ${plans.annual}`;
