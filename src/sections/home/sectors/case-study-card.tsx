import type { CaseStudy } from "~/config/proof-schema";
import { proofCopy } from "~/content/proof";

/** A short case: the client's problem, what was built and one verifiable figure. */
export function CaseStudyCard({ caseStudy }: { caseStudy: CaseStudy }) {
  return (
    <article className="flex h-full flex-col rounded-2xl bg-slate-50 p-6 ring-1 ring-slate-200/70 sm:p-8">
      <p className="text-sm font-semibold text-brand-700">
        <span className="sr-only">{proofCopy.caseStudyClient}: </span>
        {caseStudy.client}
      </p>
      <h4 className="mt-2 text-lg font-bold text-slate-900">{caseStudy.title}</h4>
      <dl className="mt-4 flex-1 space-y-3 text-slate-700">
        <div>
          <dt className="font-semibold text-slate-900">{proofCopy.caseStudyProblem}</dt>
          <dd className="mt-1 leading-relaxed">{caseStudy.problem}</dd>
        </div>
        <div>
          <dt className="font-semibold text-slate-900">{proofCopy.caseStudyBuilt}</dt>
          <dd className="mt-1 leading-relaxed">{caseStudy.built}</dd>
        </div>
      </dl>
      <p className="mt-5 flex items-baseline gap-3 border-t border-slate-200 pt-4">
        <span className="text-3xl font-extrabold tracking-tight whitespace-nowrap text-brand-700">
          {caseStudy.figure.value}
        </span>
        <span className="text-sm text-slate-600">{caseStudy.figure.label}</span>
      </p>
    </article>
  );
}
