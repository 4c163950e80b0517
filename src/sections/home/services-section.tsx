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
      {/* Three columns from 768 px: one card per row would make a tablet scroll three screens. */}
      <div className="mx-auto mt-6 grid max-w-xl gap-3 sm:mt-14 sm:gap-6 md:max-w-none md:grid-cols-3 md:gap-4 lg:gap-6">
        {services.map((service, index) => (
          <ServiceCard key={service.title} service={service} index={index} />
        ))}
      </div>
      <ServicesCta />
    </Section>
  );
}
