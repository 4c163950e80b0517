import { proof } from "~/config/proof";

/**
 * Support beyond office hours (docs/proof.md, `support.afterHours`), in the support answer after
 * the hours and the reply time; empty when the company offers none. The terms promise people
 * only in office hours and let a commercial proposal add more support
 * (src/content/legal/terms/services.ts, src/content/legal/terms/acceptance.ts), so the sentence
 * says where that extra support is agreed.
 */
export const afterHoursText = proof.support
  ? `${proof.support.afterHours.replace(/\.$/, "")}; se pacta en tu propuesta comercial.`
  : "";
