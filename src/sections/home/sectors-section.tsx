import { Section } from "~/components/layout/section";
import { SectionHeading } from "~/components/layout/section-heading";
import { sectorsSection } from "~/content/sectors";
import { ClientProof } from "./sectors/client-proof";
import { ExperienceStats } from "./sectors/experience-stats";
import { PortfolioGrid } from "./sectors/portfolio-grid";
import { SectorGrid } from "./sectors/sector-grid";

/**
 * #sectores ("Experiencia"): sectors served, solution types built (with their short cases), the
 * figures, and the company's published clients and testimonials; each piece of proof renders
 * nothing when the company does not provide it.
 */
export function SectorsSection() {
  return (
    <Section id="sectores" labelledBy="sectores-titulo" tone="white">
      <SectionHeading
        id="sectores-titulo"
        title={sectorsSection.title}
        intro={sectorsSection.intro}
      />
      <SectorGrid />
      <PortfolioGrid />
      <ExperienceStats />
      <ClientProof />
    </Section>
  );
}
