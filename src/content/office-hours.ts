/**
 * Office hours, written one way everywhere (docs/requirements.md, "Legal pages": Monday to Friday, 8:00–18:00
 * Colombia time). Human support keeps these hours; only the chatbot and the software run 24/7.
 */
export const OFFICE_HOURS = "de lunes a viernes, de 8:00 a 18:00, hora de Colombia";

/** The same hours opening a sentence or standing alone. */
export const OFFICE_HOURS_LABEL = `${OFFICE_HOURS.charAt(0).toUpperCase()}${OFFICE_HOURS.slice(1)}`;
