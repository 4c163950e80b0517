import { FileText } from "lucide-react";
import { site } from "~/config/site";
import { pageSeo } from "~/content/seo";
import { legalPageLabels } from "./common";
import { acceptanceSection } from "./terms/acceptance";
import { legalContactSection } from "./terms/contact";
import { economicsSection } from "./terms/economics";
import { liabilitySection } from "./terms/liability";
import { licenseSection } from "./terms/license";
import { modificationsSection } from "./terms/modifications";
import { responsibilitiesSection } from "./terms/responsibilities";
import { servicesSection } from "./terms/services";
import type { LegalDocument } from "./types";

/**
 * Términos y Condiciones: the eight sections of docs/requirements.md ("Legal pages"), with its
 * economic terms made consistent (renewal, cancellation, price changes). Each section lives in
 * ./terms/.
 */
export const termsOfService = {
  title: pageSeo.terms.title,
  eyebrow: "Reglas de contratación",
  icon: FileText,
  intro: `Estas son las reglas claras con las que trabajamos: qué incluye cada servicio de ${site.companyName}, cómo funcionan la licencia, los pagos, la renovación y la cancelación, y qué responsabilidades asumimos tú y nosotros.`,
  tocLabel: legalPageLabels.tocHeading,
  sections: [
    acceptanceSection,
    licenseSection,
    servicesSection,
    responsibilitiesSection,
    liabilitySection,
    economicsSection,
    modificationsSection,
    legalContactSection,
  ],
} as const satisfies LegalDocument;
