import { Scale } from "lucide-react";
import { SpriteIcon } from "~/components/ui/sprite-icon";
import { labRegulations, labRegulationsCopy } from "~/content/lab/regulations";
import { LAB_PROOF_IDS } from "~/content/proof";

const TITLE_ID = "normativa-titulo";

/**
 * "Normativa colombiana", right after the quick facts: one row per norm the company confirms
 * (docs/proof.md, `regulations`), each saying what the product does for it. Nothing at all when
 * it confirms none.
 */
export function RegulationsBlock() {
  if (labRegulations.length === 0) return null;
  return (
    <section
      id={LAB_PROOF_IDS.regulations}
      aria-labelledby={TITLE_ID}
      className="border-b border-teal-100 bg-teal-50"
    >
      <div className="mx-auto max-w-7xl px-4 py-6 sm:px-6 lg:px-8">
        <h2 id={TITLE_ID} className="flex items-center gap-2 text-lg font-bold text-slate-900">
          <SpriteIcon icon={Scale} className="size-5 text-teal-700" />
          {labRegulationsCopy.title}
        </h2>
        <p className="mt-1 text-sm text-slate-600">{labRegulationsCopy.intro}</p>
        <dl className="mt-4 grid gap-3 text-sm sm:grid-cols-2 sm:gap-6 lg:grid-cols-3">
          {labRegulations.map((row) => (
            <div key={row.id} data-regulation={row.id}>
              <dt className="font-semibold text-slate-900">
                {row.title}
                {row.citation ? (
                  <span className="block text-xs font-medium text-teal-800">{row.citation}</span>
                ) : null}
              </dt>
              <dd className="mt-0.5 leading-relaxed text-slate-600">{row.does}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
