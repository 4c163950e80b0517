import type { ProcessStep } from "~/config/proof-schema";
import { servicesSection } from "~/content/services";

/**
 * "Cómo trabajamos": the company's steps (docs/proof.md, `process`), numbered, in the dark closing
 * band of #servicios: a row on a desktop, a compact list on a phone, where each title runs on into
 * its text. Commitments the company keeps, so they come from its proof file (ServicesCta).
 */
export function ProcessSteps({ steps }: { steps: readonly ProcessStep[] }) {
  return (
    <div className="relative mt-4 text-left sm:mt-8">
      <h4 className="text-center font-semibold text-accent-300 sm:text-lg">
        {servicesSection.cta.processTitle}
      </h4>
      <ol
        data-proof="process"
        className="mt-3 grid gap-3 sm:mt-5 sm:grid-cols-2 sm:gap-6 md:grid-cols-4 md:gap-4 lg:gap-6"
      >
        {steps.map((step, index) => (
          <li key={step.title} className="flex gap-3">
            <span
              aria-hidden="true"
              className="grid size-7 shrink-0 place-items-center rounded-full bg-white/10 text-sm font-bold text-white ring-1 ring-white/20"
            >
              {index + 1}
            </span>
            <p className="text-sm leading-snug text-slate-300">
              <strong className="font-semibold text-white sm:block">
                {step.title}
                <span className="sm:hidden">.</span>
              </strong>{" "}
              {step.text}
            </p>
          </li>
        ))}
      </ol>
    </div>
  );
}
