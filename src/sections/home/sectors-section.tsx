import { Section } from "~/components/layout/section";
import { SectionHeading } from "~/components/layout/section-heading";
import { sectorsSection } from "~/content/sectors";
import { CaseStudyList } from "./sectors/case-study-list";
import { ClientWordmarks } from "./sectors/client-wordmarks";
import { ExperienceStats } from "./sectors/experience-stats";
import { PortfolioGrid } from "./sectors/portfolio-grid";
import { SectorGrid } from "./sectors/sector-grid";
import { TestimonialList } from "./sectors/testimonial-list";

/**
 * #sectores ("Experiencia"): sectors served, solution types built, the figures, and the company's
 * published proof (clients, testimonials, cases), each of which renders nothing when not provided.
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
      <ClientWordmarks />
      <TestimonialList />
      <CaseStudyList />
    </Section>
  );
}
