import { HomeShell } from "~/components/layout/home-shell";
import { AboutSection } from "~/sections/home/about-section";
import { ContactSection } from "~/sections/home/contact-section";
import { HeroSection } from "~/sections/home/hero-section";
import { SectorsSection } from "~/sections/home/sectors-section";
import { ServicesSection } from "~/sections/home/services-section";
import { TechnologiesSection } from "~/sections/home/technologies-section";

export function Home() {
  return (
    <HomeShell>
      <HeroSection />
      <AboutSection />
      <ServicesSection />
      <SectorsSection />
      <TechnologiesSection />
      <ContactSection />
    </HomeShell>
  );
}
