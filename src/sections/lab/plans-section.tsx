import { Section } from "~/components/layout/section";
import { proof } from "~/config/proof";
import { LAB_PROOF_IDS, labProofCopy } from "~/content/proof";
import { LabSectionHeading } from "./lab-section-heading";
import { PlanCard } from "./plan-card";

const HEADING_ID = "planes-titulo";

/** The lab product's plans with their prices, when the company publishes them. */
export function PlansSection() {
  if (proof.plans.length === 0) return null;
  return (
    <Section id={LAB_PROOF_IDS.plans} labelledBy={HEADING_ID} tone="muted">
      <LabSectionHeading
        id={HEADING_ID}
        eyebrow={labProofCopy.plansEyebrow}
        title={labProofCopy.plansTitle}
        intro={labProofCopy.plansIntro}
      />
      <ul data-proof="plans" className="mt-10 flex flex-wrap justify-center gap-6">
        {proof.plans.map((plan) => (
          <li key={plan.name} className="w-full max-w-sm">
            <PlanCard plan={plan} />
          </li>
        ))}
      </ul>
    </Section>
  );
}
