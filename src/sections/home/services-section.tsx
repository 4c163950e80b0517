import { Section } from "~/components/layout/section";
import { SectionHeading } from "~/components/layout/section-heading";
import { services, servicesSection } from "~/content/services";
import { ServiceCard } from "./services/service-card";
import { ServicesCta } from "./services/services-cta";

/** #servicios: the three offerings and a closing call to action. */
export function ServicesSection() {
  return (
    <Section id="servicios" labelledBy="servicios-titulo" tone="muted">
      <SectionHeading
        id="servicios-titulo"
        eyebrow={servicesSection.eyebrow}
        title={servicesSection.title}
        intro={servicesSection.intro}
      />
      <div className="mx-auto mt-6 grid max-w-xl gap-3 sm:mt-14 sm:gap-6 lg:max-w-none lg:grid-cols-3">
        {services.map((service, index) => (
          <ServiceCard key={service.title} service={service} index={index} />
        ))}
      </div>
      <ServicesCta />
    </Section>
  );
}
