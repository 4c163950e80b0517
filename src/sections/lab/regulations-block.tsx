import { Scale } from "lucide-react";
import { SpriteIcon } from "~/components/ui/sprite-icon";
import { labRegulations, labRegulationsCopy } from "~/content/lab/regulations";
import { LAB_PROOF_IDS } from "~/content/proof";
import { cn } from "~/lib/cn";

const TITLE_ID = "normativa-titulo";

/**
 * Wide screens lay the rows on a six-track grid, each row taking two, three or six tracks, so the
 * last line is always full whatever the count (1 to 5): 5 = three and two, 4 = two and two.
 */
export const WIDE_SPANS: Record<number, readonly number[]> = {
  1: [6],
  2: [3, 3],
  3: [2, 2, 2],
  4: [3, 3, 3, 3],
  5: [2, 2, 2, 3, 3],
};
const WIDE_SPAN_CLASS: Record<number, string> = {
  2: "lg:col-span-2",
  3: "lg:col-span-3",
  6: "lg:col-span-6",
};

/** On two columns an odd last row spans both; on six tracks, the spans above. */
export function spanClass(index: number, count: number): string {
  const lonely = count % 2 === 1 && index === count - 1 ? "sm:col-span-2" : "";
  return cn(lonely, WIDE_SPAN_CLASS[WIDE_SPANS[count]?.[index] ?? 2]);
}

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
      <div className="mx-auto max-w-7xl px-4 py-5 sm:px-6 sm:py-6 lg:px-8">
        <h2 id={TITLE_ID} className="flex items-center gap-2 text-lg font-bold text-slate-900">
          <SpriteIcon icon={Scale} className="size-5 text-teal-700" />
          {labRegulationsCopy.title}
        </h2>
        <p className="mt-1 text-sm text-slate-600">{labRegulationsCopy.intro}</p>
        <dl className="mt-4 grid gap-3 text-sm sm:grid-cols-2 sm:gap-6 lg:grid-cols-6">
          {labRegulations.map((row, index) => (
            <div
              key={row.id}
              data-regulation={row.id}
              className={spanClass(index, labRegulations.length)}
            >
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
