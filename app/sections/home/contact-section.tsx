import { Section } from "~/components/layout/section";
import { SectionHeading } from "~/components/layout/section-heading";

export function ContactSection() {
  return (
    <Section id="contacto" labelledBy="contacto-titulo" tone="white" className="min-h-[80vh]">
      <SectionHeading id="contacto-titulo" title="¡Contáctanos Hoy!" />
    </Section>
  );
}
