import { Section } from "~/components/layout/section";
import { SectionHeading } from "~/components/layout/section-heading";

export function SectorsSection() {
  return (
    <Section id="sectores" labelledBy="sectores-titulo" tone="white" className="min-h-[80vh]">
      <SectionHeading id="sectores-titulo" title="Nuestra Experiencia" />
    </Section>
  );
}
