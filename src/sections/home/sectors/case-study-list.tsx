import { portfolioCases } from "~/content/portfolio";
import { proofCopy } from "~/content/proof";
import { CaseStudyCard } from "./case-study-card";

/** Up to three solution types as short cases, when the company has published them. */
export function CaseStudyList() {
  if (portfolioCases.length === 0) return null;
  return (
    <div className="mt-6 sm:mt-14">
      <h4 className="text-center text-lg font-semibold text-slate-900">
        {proofCopy.caseStudiesTitle}
      </h4>
      <ul
        data-proof="case-studies"
        className="mt-4 grid gap-3 sm:mt-6 md:grid-cols-2 lg:grid-cols-3 lg:gap-6"
      >
        {portfolioCases.map((caseStudy) => (
          <li key={`${caseStudy.portfolio} ${caseStudy.client}`}>
            <CaseStudyCard caseStudy={caseStudy} />
          </li>
        ))}
      </ul>
    </div>
  );
}
