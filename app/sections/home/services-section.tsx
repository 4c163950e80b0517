import { Section } from "~/components/layout/section";
import { SectionHeading } from "~/components/layout/section-heading";

export function ServicesSection() {
  return (
    <Section id="servicios" labelledBy="servicios-titulo" tone="muted" className="min-h-[80vh]">
      <SectionHeading id="servicios-titulo" title="Nuestros Servicios" />
    </Section>
  );
}
