import { Section } from "~/components/layout/section";
import { SectionHeading } from "~/components/layout/section-heading";
import { sectorsSection } from "~/content/sectors";
import { CaseStudyList } from "./sectors/case-study-list";
import { ClientProof } from "./sectors/client-proof";
import { ExperienceStats } from "./sectors/experience-stats";
import { PortfolioGrid } from "./sectors/portfolio-grid";
import { SectorGrid } from "./sectors/sector-grid";

/**
 * #sectores ("Experiencia"): the proof first, so a phone meets it early (the company's short
 * cases, the clients it may name and what they say), then the sectors served, the solution types
 * built and the figures. Each piece of proof renders nothing when the company does not give it.
 */
export function SectorsSection() {
  return (
    <Section id="sectores" labelledBy="sectores-titulo" tone="white">
      <SectionHeading
        id="sectores-titulo"
        title={sectorsSection.title}
        intro={sectorsSection.intro}
      />
      <CaseStudyList />
      <ClientProof />
      <SectorGrid />
      <PortfolioGrid />
      <ExperienceStats />
    </Section>
  );
}
