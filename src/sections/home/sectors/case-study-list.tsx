import { portfolioCases } from "~/content/portfolio";
import { proofCopy } from "~/content/proof";
import { cn } from "~/lib/cn";
import { CaseStudyCard } from "./case-study-card";

/** Columns by how many cases there are (one to three), so a row is never left half empty. */
const columns = ["mx-auto max-w-xl", "mx-auto max-w-3xl md:grid-cols-2", "md:grid-cols-3"] as const;

/** Up to three solution types as short cases, when the company has published them. */
export function CaseStudyList() {
  if (portfolioCases.length === 0) return null;
  return (
    <div className="mt-5 sm:mt-12">
      <h3 className="text-center text-lg font-semibold text-slate-900 sm:text-xl">
        {proofCopy.caseStudiesTitle}
      </h3>
      <ul
        data-proof="case-studies"
        className={cn("mt-3 grid gap-3 sm:mt-6 lg:gap-6", columns[portfolioCases.length - 1])}
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
