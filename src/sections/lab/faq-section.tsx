import { Section } from "~/components/layout/section";
import { LAB_SECTION_IDS, labFaq, labFaqHeading } from "~/content/lab";
import { FaqItem } from "./faq-item";
import { LabSectionHeading } from "./lab-section-heading";

const HEADING_ID = "preguntas-titulo";

/** "Preguntas frecuentes": native disclosure widgets, usable without JavaScript. */
export function FaqSection() {
  return (
    <Section id={LAB_SECTION_IDS.faq} labelledBy={HEADING_ID} tone="muted">
      <LabSectionHeading
        id={HEADING_ID}
        eyebrow={labFaqHeading.eyebrow}
        title={labFaqHeading.title}
      />
      {/* The floating controls step aside while the questions pass under them on a phone. */}
      <ul data-keep-clear="2" className="mx-auto mt-6 max-w-3xl space-y-2 sm:mt-14 sm:space-y-3">
        {labFaq.map((item) => (
          <li key={item.question}>
            <FaqItem item={item} />
          </li>
        ))}
      </ul>
    </Section>
  );
}
