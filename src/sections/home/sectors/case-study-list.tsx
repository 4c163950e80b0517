import { proof } from "~/config/proof";
import { proofCopy } from "~/content/proof";
import { CaseStudyCard } from "./case-study-card";

/** Short case studies, when the company has published any. */
export function CaseStudyList() {
  if (proof.caseStudies.length === 0) return null;
  return (
    <div className="mt-14 sm:mt-20">
      <h3 className="text-center text-xl font-semibold text-slate-900">
        {proofCopy.caseStudiesTitle}
      </h3>
      <ul
        data-proof="case-studies"
        className="mt-6 flex flex-wrap justify-center gap-4 sm:mt-8 lg:gap-6"
      >
        {proof.caseStudies.map((caseStudy) => (
          <li key={caseStudy.title} className="w-full max-w-xl">
            <CaseStudyCard caseStudy={caseStudy} />
          </li>
        ))}
      </ul>
    </div>
  );
}
