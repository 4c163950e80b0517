import { ArrowRight } from "lucide-react";
import { Section } from "~/components/layout/section";
import { lucideMaskStyle } from "~/components/ui/sprite-icon";
import { labAnchor, LAB_SECTION_IDS, labCustomDevelopment as content } from "~/content/lab";
import { LabSectionHeading } from "./lab-section-heading";

const HEADING_ID = "desarrollo-titulo";

/** Custom software for laboratories: a short section and a text link to the contact section. */
export function CustomDevelopmentSection() {
  return (
    <Section id={LAB_SECTION_IDS.customDevelopment} labelledBy={HEADING_ID} tone="white">
      {/* A pale callout from 640 px, so it stands apart from the white and grey bands around it. */}
      <div className="mx-auto max-w-3xl sm:rounded-3xl sm:bg-teal-50 sm:px-8 sm:py-10 sm:ring-1 sm:ring-teal-100">
        <LabSectionHeading
          id={HEADING_ID}
          eyebrow={content.eyebrow}
          title={content.title}
          intro={content.intro}
        />
        <p className="mt-3 text-center">
          {/* Its arrow is its own ::after (.trail-icon, src/styles/marks.css). */}
          <a
            href={labAnchor("contact")}
            style={lucideMaskStyle(ArrowRight)}
            className="trail-icon inline-flex min-h-11 items-center gap-1.5 font-semibold text-teal-800 underline after:size-4 hover:text-teal-900"
          >
            {content.cta}
          </a>
        </p>
      </div>
    </Section>
  );
}
