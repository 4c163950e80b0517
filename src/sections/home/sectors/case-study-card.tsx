import { lucideMaskStyle } from "~/components/ui/sprite-icon";
import type { portfolioCases } from "~/content/portfolio";
import { proofCopy } from "~/content/proof";

/**
 * A short case: the solution type it backs, the client, the problem and the measured result. Lean
 * markup on purpose: it is in the home page's first response, which has a byte budget.
 */
export function CaseStudyCard({ caseStudy }: { caseStudy: (typeof portfolioCases)[number] }) {
  return (
    <article className="h-full space-y-1 rounded-2xl bg-slate-50 p-3 text-sm leading-snug text-slate-600 ring-1 ring-slate-200/70 sm:p-5">
      {/* The solution type led by its icon, its own ::before (.lead-icon, src/styles/marks.css). */}
      <p
        style={lucideMaskStyle(caseStudy.icon)}
        className="lead-icon flex items-center gap-1.5 text-xs font-semibold text-brand-700 before:size-4 sm:text-sm"
      >
        {caseStudy.portfolio}
      </p>
      <h4 className="font-bold text-slate-900 sm:text-base">{caseStudy.client}</h4>
      <p>
        <strong className="text-slate-900">{`${proofCopy.caseStudyProblem}:`}</strong>
        {` ${caseStudy.problem}`}
      </p>
      <p>
        <strong className="text-slate-900">{`${proofCopy.caseStudyResult}:`}</strong>{" "}
        <span className="font-medium text-brand-700">{caseStudy.result}</span>
      </p>
    </article>
  );
}
