import type { ProcessStep } from "~/config/proof-schema";
import { servicesSection } from "~/content/services";

/**
 * "Cómo trabajamos": the company's steps (docs/proof.md, `process`), numbered, in the dark closing
 * band of #servicios: a row on a desktop, a compact list on a phone, where each title runs on into
 * its text. Commitments the company keeps, so they come from its proof file (ServicesCta). Each
 * step's number is drawn by its item (.step-numbers, src/styles/marks.css).
 */
export function ProcessSteps({ steps }: { steps: readonly ProcessStep[] }) {
  return (
    <>
      <h4 className="relative mt-4 text-center font-semibold text-accent-300 sm:mt-8 sm:text-lg">
        {servicesSection.cta.processTitle}
      </h4>
      <ol
        data-proof="process"
        className="step-numbers relative mt-3 grid gap-3 text-left sm:mt-5 sm:grid-cols-2 sm:gap-6 md:grid-cols-4 md:gap-4 lg:gap-6"
      >
        {steps.map((step) => (
          <li key={step.title} className="text-sm leading-snug text-slate-300">
            <strong className="font-semibold text-white max-sm:after:content-['.'] sm:block">
              {step.title}
            </strong>{" "}
            {step.text}
          </li>
        ))}
      </ol>
    </>
  );
}
