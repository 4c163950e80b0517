import { Section } from "~/components/layout/section";
import { SectionHeading } from "~/components/layout/section-heading";
import { sectorsSection } from "~/content/sectors";
import { ExperienceStats } from "./sectors/experience-stats";
import { PortfolioGrid } from "./sectors/portfolio-grid";
import { SectorGrid } from "./sectors/sector-grid";

/** #sectores ("Experiencia"): sectors served, solution types built, and the figures. */
export function SectorsSection() {
  return (
    <Section id="sectores" labelledBy="sectores-titulo" tone="white">
      <SectionHeading
        id="sectores-titulo"
        eyebrow={sectorsSection.eyebrow}
        title={sectorsSection.title}
        intro={sectorsSection.intro}
      />
      <SectorGrid />
      <PortfolioGrid />
      <ExperienceStats />
    </Section>
  );
}
