import { Section } from "~/components/layout/section";
import { proof } from "~/config/proof";
import { LAB_PROOF_IDS, labProofCopy } from "~/content/proof";
import { LabSectionHeading } from "./lab-section-heading";

const HEADING_ID = "equipos-titulo";

/** The analyzers the LIS already receives results from, by brand, model and area. */
export function AnalyzersSection() {
  if (proof.analyzers.length === 0) return null;
  return (
    <Section id={LAB_PROOF_IDS.analyzers} labelledBy={HEADING_ID} tone="white">
      <LabSectionHeading
        id={HEADING_ID}
        eyebrow={labProofCopy.analyzersEyebrow}
        title={labProofCopy.analyzersTitle}
        intro={labProofCopy.analyzersIntro}
      />
      <ul
        data-proof="analyzers"
        className="mx-auto mt-10 grid max-w-4xl gap-3 sm:grid-cols-2 lg:grid-cols-3"
      >
        {proof.analyzers.map((analyzer) => (
          <li
            key={`${analyzer.brand} ${analyzer.model}`}
            className="rounded-2xl bg-slate-50 p-5 ring-1 ring-slate-200"
          >
            <p className="font-bold text-slate-900">
              <span className="sr-only">{labProofCopy.analyzersBrand}: </span>
              {analyzer.brand}{" "}
              <span className="font-semibold text-slate-700">
                <span className="sr-only">{labProofCopy.analyzersModel}: </span>
                {analyzer.model}
              </span>
            </p>
            <p className="mt-2">
              <span className="sr-only">{labProofCopy.analyzersArea}: </span>
              <span className="inline-flex rounded-full bg-teal-50 px-2.5 py-0.5 text-xs font-semibold text-teal-800 ring-1 ring-teal-200">
                {analyzer.area}
              </span>
            </p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
