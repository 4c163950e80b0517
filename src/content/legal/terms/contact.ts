import { site } from "~/config/site";
import { legalLinks } from "~/content/footer";
import { LEGAL_SUBJECT, contactCard } from "../common";
import type { LegalSection } from "../types";

const [privacyLink] = legalLinks;

/** 8. Contacto legal, with SPEC section 9's subject. */
export const legalContactSection = {
  id: "contacto-legal",
  title: "Contacto legal",
  blocks: [
    {
      type: "paragraph",
      text: [
        "Si tienes preguntas sobre estos términos, tu contrato o tu facturación, escríbenos con el asunto ",
        { strong: `“${LEGAL_SUBJECT}”` },
        ":",
      ],
    },
    contactCard(LEGAL_SUBJECT, site.email),
    {
      type: "paragraph",
      text: [
        "Para consultas sobre tus datos personales, revisa nuestra ",
        { link: privacyLink.name, href: privacyLink.href },
        ".",
      ],
    },
  ],
} as const satisfies LegalSection;
