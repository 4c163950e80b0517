import type { CSSProperties } from "react";
import { Section } from "~/components/layout/section";
import { REVEAL_STAGGER_MS } from "~/config/motion";
import { LAB_SECTION_IDS, labTypes, labTypesHeading } from "~/content/lab";
import { LabSectionHeading } from "./lab-section-heading";
import { LabTypeCard } from "./lab-type-card";

const HEADING_ID = "tipos-titulo";

/** The three kinds of laboratory: private clinical, hospital and veterinary. */
export function LabTypesSection() {
  return (
    <Section id={LAB_SECTION_IDS.labTypes} labelledBy={HEADING_ID} tone="muted">
      <LabSectionHeading
        id={HEADING_ID}
        eyebrow={labTypesHeading.eyebrow}
        title={labTypesHeading.title}
        intro={labTypesHeading.intro}
      />
      <ul className="mx-auto mt-14 grid max-w-2xl gap-6 lg:max-w-none lg:grid-cols-3 lg:gap-8">
        {labTypes.map((labType, index) => (
          <li
            key={labType.name}
            data-reveal
            style={{ "--reveal-delay": `${index * REVEAL_STAGGER_MS}ms` } as CSSProperties}
          >
            <LabTypeCard labType={labType} />
          </li>
        ))}
      </ul>
    </Section>
  );
}
