import { Section } from "~/components/layout/section";
import { SectionHeading } from "~/components/layout/section-heading";

export function TechnologiesSection() {
  return (
    <Section id="tecnologias" labelledBy="tecnologias-titulo" tone="muted" className="min-h-[80vh]">
      <SectionHeading id="tecnologias-titulo" title="Tecnologías que dominamos" />
    </Section>
  );
}
