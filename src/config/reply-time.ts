/**
 * The reply-time promise ("Respondemos en menos de N horas hábiles"), beside the demo buttons and
 * in the support answer. Company data like the figures: unset, the site shows the example below
 * and a release build refuses it (release-proof.ts); a value, even the same number, is the
 * company's own. Business hours, so it agrees with the office hours the page shows.
 */
import * as z from "zod/mini";

/** The example promise the default build shows. */
export const EXAMPLE_REPLY_HOURS = 4;
/** A business week: a longer promise is no promise (office hours, src/content/office-hours.ts). */
export const MAX_REPLY_HOURS = 40;

export const replyHoursField = z.optional(
  z.string().check(
    z.refine(
      (value) => value !== "",
      "está vacío; un valor vacío no vuelve al de ejemplo: ponga el de la empresa o quite la variable",
    ),
    z.refine(
      (value) => value === "" || (/^[1-9]\d?$/.test(value) && Number(value) <= MAX_REPLY_HOURS),
      `debe ser un número entero de horas hábiles, de 1 a ${MAX_REPLY_HOURS}`,
    ),
  ),
);

/** The hours the page promises: the company's, or the example while it has given none. */
export function replyHoursOf(config: { replyHours?: string | undefined }): number {
  return config.replyHours ? Number(config.replyHours) : EXAMPLE_REPLY_HOURS;
}
