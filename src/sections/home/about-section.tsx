import { Section } from "~/components/layout/section";
import { SectionHeading } from "~/components/layout/section-heading";
import { about } from "~/content/about";
import { AboutIntro } from "./about/about-intro";
import { DashboardCard } from "./about/dashboard-card";
import { FeatureCards } from "./about/feature-cards";
import { SprintBoard } from "./about/sprint-board";

/** Section #nosotros: who we are, our values, the live dashboard, the sprint board, how we work. */
export function AboutSection() {
  return (
    <Section id="nosotros" labelledBy="nosotros-titulo" tone="white">
      <SectionHeading id="nosotros-titulo" title={about.title} />
      <div className="mt-6 grid items-start gap-6 sm:mt-14 lg:grid-cols-2 lg:gap-16">
        <AboutIntro />
        {/* Side by side on a tablet, one above the other in their column from 1024 px. */}
        <div className="grid gap-4 md:grid-cols-2 lg:grid-cols-1">
          <DashboardCard />
          <SprintBoard />
        </div>
      </div>
      <FeatureCards />
    </Section>
  );
}
