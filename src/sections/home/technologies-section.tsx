import { ArrowRight } from "lucide-react";
import { Section } from "~/components/layout/section";
import { SectionHeading } from "~/components/layout/section-heading";
import { ActionLink } from "~/components/ui/action-link";
import { LogoMarquee } from "~/components/ui/logo-marquee";
import { MARQUEE_SLIDE_MS } from "~/config/motion";
import { allTechnologies, technologiesSection, technologyGroups } from "~/content/technologies";
import { TechnologyCard } from "./technologies/technology-card";

/** #tecnologias: the looping logo carousel, the five category cards and a call to action. */
export function TechnologiesSection() {
  const { marquee, cta } = technologiesSection;
  return (
    <Section id="tecnologias" labelledBy="tecnologias-titulo" tone="muted">
      <SectionHeading
        id="tecnologias-titulo"
        title={technologiesSection.title}
        intro={technologiesSection.intro}
      />
      <div className="mt-6 sm:mt-14">
        <LogoMarquee
          items={allTechnologies}
          label={marquee.label}
          slideMs={MARQUEE_SLIDE_MS}
          controls={{
            pauseLabel: marquee.pauseLabel,
            resumeLabel: marquee.resumeLabel,
            pausedStatus: marquee.pausedStatus,
            playingStatus: marquee.playingStatus,
          }}
        />
      </div>
      <ul
        data-reveal
        className="mt-6 grid gap-3 sm:mt-14 sm:gap-6 md:grid-cols-6 md:gap-4 lg:gap-6"
      >
        {technologyGroups.map((group) => (
          <li key={group.id} className="md:col-span-2 md:[&:nth-child(n+4)]:col-span-3">
            <TechnologyCard group={group} />
          </li>
        ))}
      </ul>
      <div className="mt-6 flex flex-col items-center gap-4 text-center sm:mt-14 sm:gap-4">
        <p className="max-w-2xl text-slate-600 sm:text-lg">{cta.text}</p>
        <ActionLink href={cta.href} icon={ArrowRight}>
          {cta.label}
        </ActionLink>
      </div>
    </Section>
  );
}
