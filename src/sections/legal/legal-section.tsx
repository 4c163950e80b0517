import type { LegalSection as LegalSectionData } from "~/content/legal/types";
import { LegalBlock, legalBlockKey } from "./legal-block";

type LegalSectionProps = { section: LegalSectionData; number: number };

/** The heading id of a legal section (its h2), for aria-labelledby. */
export function legalHeadingId(sectionId: string): string {
  return `${sectionId}-titulo`;
}

/** One numbered section of a legal document: its h2 and its blocks. */
export function LegalSection({ section, number }: LegalSectionProps) {
  const headingId = legalHeadingId(section.id);
  return (
    <section
      id={section.id}
      aria-labelledby={headingId}
      className="border-t border-slate-200 pt-10 first:border-t-0 first:pt-0 print:border-t-0 print:pt-6"
    >
      <h2
        id={headingId}
        className="flex gap-3 text-2xl font-bold tracking-tight text-balance text-slate-900 print:break-after-avoid print:text-black"
      >
        <span className="text-brand-600 tabular-nums print:text-black">{number}.</span>{" "}
        {/* A word wider than a 320 px phone with enlarged spacing (WCAG 1.4.12) breaks, never the page. */}
        <span className="min-w-0 wrap-break-word">{section.title}</span>
      </h2>
      {section.blocks.map((block) => (
        <LegalBlock key={legalBlockKey(block)} block={block} />
      ))}
    </section>
  );
}
