import { ShieldCheck } from "lucide-react";
import { site } from "~/config/site";
import { pageSeo } from "~/content/seo";
import { legalPageLabels } from "./common";
import { contactSection } from "./privacy/contact";
import { dataSection } from "./privacy/data";
import { generalSection } from "./privacy/general";
import { purposesSection } from "./privacy/purposes";
import { rightsSection } from "./privacy/rights";
import { securitySection } from "./privacy/security";
import { whatsappSection } from "./privacy/whatsapp";
import type { LegalDocument } from "./types";

/**
 * Política de Privacidad: the data-processing policy required by Ley 1581 de 2012 and
 * Decreto 1377 de 2013 (DUR 1074 de 2015, Libro 2, Parte 2, Título 2, Capítulo 25), in the seven sections of
 * docs/requirements.md ("Legal pages"). Each section lives in ./privacy/.
 */
export const privacyPolicy = {
  title: pageSeo.privacy.title,
  eyebrow: "Protección de datos personales",
  icon: ShieldCheck,
  intro: `En ${site.companyName} cuidamos la información que compartes con nosotros. Aquí te contamos, sin letra pequeña, quiénes somos, qué datos recolectamos, para qué los usamos, con quién los compartimos y cómo ejerces tus derechos de hábeas data.`,
  tocLabel: legalPageLabels.tocHeading,
  sections: [
    generalSection,
    dataSection,
    purposesSection,
    whatsappSection,
    rightsSection,
    securitySection,
    contactSection,
  ],
} as const satisfies LegalDocument;
