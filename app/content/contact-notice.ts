import { legalLinks } from "./footer";

const [privacyLink] = legalLinks;

/**
 * The short notice beside every place that offers contact (DECISIONS.md, "Consent"): what writing
 * or calling us means, before the visitor does it (Ley 1581 de 2012, art. 12; Decreto 1377 de 2013,
 * arts. 5 and 7), with the policy one click away. Kept to one line: it sits on the home page,
 * whose first response has a byte budget.
 */
export const contactNotice = {
  text: "Al contactarnos, usamos tus datos solo para responderte:",
  link: privacyLink,
} as const;
