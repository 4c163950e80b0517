import type { CSSProperties } from "react";
import { Section } from "~/components/layout/section";
import { REVEAL_STAGGER_MS } from "~/config/motion";
import { LAB_SECTION_IDS, labFeatures, labFeaturesHeading } from "~/content/lab";
import { analyzerFeature } from "~/content/lab/features";
import { AnalyzersNote } from "./analyzers-note";
import { FeatureCard } from "./feature-card";
import { LabSectionHeading } from "./lab-section-heading";

const HEADING_ID = "features-titulo";
/** Cards per row on wide screens: the reveal stagger restarts on each row. */
const CARDS_PER_ROW = 3;

/** #features: the nine feature cards, the first naming the analyzers already connected. */
export function FeaturesSection() {
  return (
    <Section id={LAB_SECTION_IDS.features} labelledBy={HEADING_ID}>
      <LabSectionHeading
        id={HEADING_ID}
        eyebrow={labFeaturesHeading.eyebrow}
        title={labFeaturesHeading.title}
        intro={labFeaturesHeading.intro}
      />
      <ul className="mt-4 grid divide-y divide-slate-200 sm:mt-14 sm:grid-cols-2 sm:gap-4 sm:divide-y-0 md:grid-cols-3 lg:gap-6">
        {labFeatures.map((feature, index) => (
          <li
            key={feature.title}
            data-reveal
            style={
              {
                "--reveal-delay": `${(index % CARDS_PER_ROW) * REVEAL_STAGGER_MS}ms`,
              } as CSSProperties
            }
          >
            <FeatureCard feature={feature}>
              {feature === analyzerFeature ? <AnalyzersNote /> : null}
            </FeatureCard>
          </li>
        ))}
      </ul>
    </Section>
  );
}
