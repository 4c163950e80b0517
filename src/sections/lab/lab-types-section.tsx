import type { CSSProperties } from "react";
import { Section } from "~/components/layout/section";
import { REVEAL_STAGGER_MS } from "~/config/motion";
import { ArrowRight } from "lucide-react";
import { ActionLink } from "~/components/ui/action-link";
import { SpriteIcon } from "~/components/ui/sprite-icon";
import { LAB_SECTION_IDS, labAnchor, labTypes, labTypesHeading } from "~/content/lab";
import { labTypesCta } from "~/content/lab/commercial-facts";
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
      <ul className="mx-auto mt-6 grid max-w-2xl gap-3 sm:mt-14 sm:gap-6 lg:max-w-none lg:grid-cols-3 lg:gap-8">
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
      <div className="mt-6 flex flex-col items-center gap-4 text-center sm:mt-14">
        <p className="text-pretty text-slate-700 sm:text-lg">{labTypesCta.text}</p>
        <ActionLink href={labAnchor("contact")} theme="lab">
          {labTypesCta.label}
          <SpriteIcon icon={ArrowRight} className="size-5" />
        </ActionLink>
      </div>
    </Section>
  );
}
