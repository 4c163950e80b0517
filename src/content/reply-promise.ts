import { replyHoursOf } from "~/config/reply-time";
import { site } from "~/config/site";

/** "1 hora hábil", "4 horas hábiles". */
const hours = (n: number) => `${n} ${n === 1 ? "hora hábil" : "horas hábiles"}`;

/**
 * The reply-time promise (SITE_REPLY_HOURS, src/config/reply-time.ts), written one way beside
 * the demo buttons, the WhatsApp contact card and in the support answer. Business hours, so it
 * agrees with the office hours shown beside it (office-hours.ts).
 */
export const replyPromise = `Respondemos en menos de ${hours(replyHoursOf(site))}`;
