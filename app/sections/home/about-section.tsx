import { Section } from "~/components/layout/section";
import { SectionHeading } from "~/components/layout/section-heading";

export function AboutSection() {
  return (
    <Section id="nosotros" labelledBy="nosotros-titulo" tone="white" className="min-h-[80vh]">
      <SectionHeading id="nosotros-titulo" title="¿Quiénes somos?" />
    </Section>
  );
}
