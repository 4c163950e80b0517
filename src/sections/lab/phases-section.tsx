import type { CSSProperties } from "react";
import { Section } from "~/components/layout/section";
import { REVEAL_STAGGER_MS } from "~/config/motion";
import { LAB_SECTION_IDS, labPhases, labPhasesHeading } from "~/content/lab";
import { LabSectionHeading } from "./lab-section-heading";
import { PhaseCard } from "./phase-card";
import { ScreensGallery } from "./screens-gallery";

const HEADING_ID = "fases-titulo";

/**
 * #fases: the preanalytical, analytical and postanalytical phases with all their modules, and
 * under them the product's screens, when the company gives them.
 */
export function PhasesSection() {
  return (
    <Section id={LAB_SECTION_IDS.phases} labelledBy={HEADING_ID} tone="muted">
      <LabSectionHeading
        id={HEADING_ID}
        eyebrow={labPhasesHeading.eyebrow}
        title={labPhasesHeading.title}
        intro={labPhasesHeading.intro}
      />
      <ol className="mx-auto mt-6 grid max-w-2xl gap-3 sm:mt-14 sm:gap-6 md:max-w-none md:grid-cols-3 md:gap-4 lg:gap-8">
        {labPhases.map((phase, index) => (
          <li
            key={phase.title}
            data-reveal
            style={{ "--reveal-delay": `${index * REVEAL_STAGGER_MS}ms` } as CSSProperties}
          >
            <PhaseCard phase={phase} step={index + 1} />
          </li>
        ))}
      </ol>
      <ScreensGallery />
    </Section>
  );
}
