import { site } from "~/config/site";
import { officeHoursText } from "~/config/office-hours";

/**
 * Office hours, written one way everywhere (company.json, "officeHours"; src/config/office-hours.ts
 * composes the sentence): "de lunes a viernes, de 8:00 a 18:00, hora de Colombia". Human support
 * keeps these hours; only the chatbot and the software run 24/7.
 */
export const OFFICE_HOURS = officeHoursText(site.officeHours);

/** The same hours opening a sentence or standing alone. */
export const OFFICE_HOURS_LABEL = `${OFFICE_HOURS.charAt(0).toUpperCase()}${OFFICE_HOURS.slice(1)}`;
