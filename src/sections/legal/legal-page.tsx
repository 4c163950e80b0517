import type { ReactNode } from "react";
import type { LegalDocument } from "~/content/legal/types";
import type { EarlierVersion } from "~/content/legal/versions";
import { LegalPageHeader } from "./legal-page-header";
import { LegalSection } from "./legal-section";
import { LegalToc } from "./legal-toc";
import { ShownVersionNotice, type ShownVersionNoticeProps } from "./shown-version-notice";

/**
 * On paper only the document matters: the shell's fixed top bar and dark footer (direct children
 * of <body>, outside this component) are dropped and the space kept for the bar is removed.
 */
type LegalPageProps = {
  content: LegalDocument;
  updatedAt: string;
  earlier?: readonly EarlierVersion[];
  /** From when the shown version governs, and the version in force while it does not yet. */
  notice?: ShownVersionNoticeProps | undefined;
  /** Shown under the dates in the title band. */
  children?: ReactNode;
};

/** The shared layout of the privacy policy and the terms: title band, contents, sections. */
export function LegalPage({ content, updatedAt, earlier = [], notice, children }: LegalPageProps) {
  return (
    <article>
      <LegalPageHeader
        title={content.title}
        eyebrow={content.eyebrow}
        icon={content.icon}
        intro={content.intro}
        updatedAt={updatedAt}
        earlier={earlier}
      >
        {notice ? <ShownVersionNotice {...notice} /> : null}
        {children}
      </LegalPageHeader>
      <div className="mx-auto max-w-7xl px-4 pt-10 pb-20 sm:px-6 sm:pb-24 lg:grid lg:grid-cols-[17rem_minmax(0,1fr)] lg:gap-16 lg:px-8 lg:pt-14 print:block print:p-0">
        <LegalToc label={content.tocLabel} sections={content.sections} />
        <div className="mt-12 max-w-[70ch] space-y-12 text-base leading-7 text-pretty text-slate-700 lg:mt-0 print:mt-0 print:space-y-0 print:text-black">
          {content.sections.map((section, index) => (
            <LegalSection key={section.id} section={section} number={index + 1} />
          ))}
        </div>
      </div>
    </article>
  );
}
