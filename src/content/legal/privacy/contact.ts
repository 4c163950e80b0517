import { site } from "~/config/site";
import { HABEAS_DATA_SUBJECT, contactCard } from "../common";
import type { LegalSection } from "../types";

/** 7. Contacto: where requests about this policy go. */
export const contactSection = {
  id: "contacto",
  title: "Contacto",
  blocks: [
    {
      type: "paragraph",
      text: `El área de protección de datos personales de ${site.legalName} atiende tus consultas, reclamos y solicitudes sobre esta política:`,
    },
    contactCard(HABEAS_DATA_SUBJECT, site.privacyEmail),
  ],
} as const satisfies LegalSection;
