import { Check } from "lucide-react";
import { formatFigure } from "~/lib/format-figure";
import { SpriteIcon } from "~/components/ui/sprite-icon";
import type { Plan } from "~/config/proof-schema";
import { labProofCopy } from "~/content/proof";

/** One plan: its name, price in pesos per period, who it is for and what it includes. */
export function PlanCard({ plan }: { plan: Plan }) {
  return (
    <article className="flex h-full flex-col rounded-3xl bg-white p-7 shadow-sm ring-1 ring-slate-200 sm:p-8">
      <h3 className="text-xl font-bold text-slate-900">{plan.name}</h3>
      <p className="mt-4 flex flex-wrap items-baseline gap-x-2">
        <span className="text-3xl font-extrabold tracking-tight text-slate-900">
          ${formatFigure(plan.priceCop)}
        </span>
        <span className="text-sm text-slate-600">COP {labProofCopy.perPeriod[plan.period]}</span>
      </p>
      <p className="mt-3 leading-relaxed text-slate-600">{plan.description}</p>
      <ul className="mt-6 flex-1 space-y-2.5 text-sm text-slate-700">
        {plan.features.map((feature) => (
          <li key={feature} className="flex items-start gap-2.5">
            <SpriteIcon icon={Check} className="mt-0.5 size-4 shrink-0 text-emerald-700" />
            {feature}
          </li>
        ))}
      </ul>
      {plan.note ? <p className="mt-6 text-xs text-slate-600">{plan.note}</p> : null}
    </article>
  );
}
