import type { LucideIcon } from "lucide-react";
import { SpriteIcon } from "~/components/ui/sprite-icon";
import { labCommercialFacts } from "~/content/lab/commercial-facts";

const TITLE_ID = "condiciones-titulo";

/**
 * One fact: its icon in the margin, the term running into its detail on a phone (one line less
 * per fact), above it from lg up.
 */
function Fact({ icon, term, detail }: { icon: LucideIcon; term: string; detail: string }) {
  return (
    <div className="relative pl-8 leading-relaxed">
      <dt className="inline font-semibold text-slate-900 lg:block">
        <SpriteIcon icon={icon} className="absolute top-0.5 left-0 size-5 text-teal-700" />
        {term}
      </dt>{" "}
      <dd className="inline text-slate-600 lg:block">{detail}</dd>
    </div>
  );
}

/**
 * A short strip under the lab hero: the "desde" price, the time to go live, data migration and
 * cancellation, as the terms and the company's proof file state them.
 */
export function CommercialFactsStrip() {
  const { title, facts } = labCommercialFacts;
  return (
    <section aria-labelledby={TITLE_ID} className="border-y border-teal-100 bg-white">
      <div className="mx-auto max-w-7xl px-4 py-5 sm:px-6 sm:py-6 lg:px-8">
        <h2 id={TITLE_ID} className="text-base font-semibold text-slate-900">
          {title}
        </h2>
        <dl className="mt-3 grid gap-3 text-sm sm:grid-cols-2 sm:gap-4 lg:grid-cols-4 lg:gap-8">
          {facts.map((fact) => (
            <Fact key={fact.term} {...fact} />
          ))}
        </dl>
      </div>
    </section>
  );
}
