import type { CSSProperties } from "react";
import { Section } from "~/components/layout/section";
import { REVEAL_STAGGER_MS } from "~/config/motion";
import { ArrowRight } from "lucide-react";
import { ActionLink } from "~/components/ui/action-link";
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
      <ul className="mx-auto mt-6 grid max-w-2xl gap-3 sm:mt-14 sm:gap-6 md:max-w-none md:grid-cols-3 md:gap-4 lg:gap-8">
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
      {/* On a phone the question and its link share the lines; from sm up, a button under it. */}
      <div className="mt-4 text-center sm:mt-14 sm:flex sm:flex-col sm:items-center sm:gap-4">
        <p className="inline text-pretty text-slate-700 sm:block sm:text-lg">{labTypesCta.text}</p>{" "}
        <ActionLink
          href={labAnchor("contact")}
          theme="lab"
          icon={ArrowRight}
          className="max-sm:hidden"
        >
          {labTypesCta.label}
        </ActionLink>
        {/* Inline in the sentence, so it may be a line's height (WCAG 2.5.8's inline exception). */}
        <a href={labAnchor("contact")} className="font-semibold text-teal-800 underline sm:hidden">
          {labTypesCta.label}
        </a>
      </div>
    </Section>
  );
}
