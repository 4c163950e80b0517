/**
 * The reply-time promise ("Respondemos en menos de N horas hábiles"), beside the demo buttons and
 * in the support answer. Company data like the figures: not given, the site shows the example's
 * and a release build refuses it (site-release.ts); a value, even the same number, is the
 * company's own. Business hours, so it agrees with the office hours the page shows.
 */
import * as z from "zod/mini";

/** A business week: a longer promise is no promise (office hours, office-hours.ts). */
export const MAX_REPLY_HOURS = 40;

export const REPLY_HOURS_MESSAGE = `debe ser un número entero de horas hábiles, de 1 a ${MAX_REPLY_HOURS}`;

export const replyHoursField = z.string().check(
  z.refine(
    (value) => value !== "",
    "está vacío; un valor vacío no vuelve al de ejemplo: ponga el de la empresa o quite la variable",
  ),
  z.refine(
    (value) => value === "" || (/^[1-9]\d?$/.test(value) && Number(value) <= MAX_REPLY_HOURS),
    REPLY_HOURS_MESSAGE,
  ),
);

/** The hours the page promises. */
export function replyHoursOf(config: { replyHours: string }): number {
  return Number(config.replyHours);
}
