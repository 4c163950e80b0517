import { CalendarClock, type LucideIcon, Receipt, Scale } from "lucide-react";
import { proof } from "~/config/proof";
import { formatFigure } from "~/lib/format-figure";
import { LAB_PROOF_IDS } from "../proof";
import { withVat } from "../vat";
import { count, labPriceCop } from "./offer";
import { labRegulations } from "./regulations";

export type KeyFact = { text: string; icon: LucideIcon; href?: string };

/** "A, B y C" (or "A, B e ISO 15189"): the conjunction Spanish writes before an "i" sound. */
function listed(parts: readonly string[]): string {
  const last = parts.at(-1) ?? "";
  const and = /^(i|hi)/i.test(last) ? "e" : "y";
  return parts.length > 1 ? `${parts.slice(0, -1).join(", ")} ${and} ${last}` : last;
}

const weeks = proof.goLive && {
  min: proof.goLive.minWeeks,
  max: proof.goLive.maxWeeks,
};

/**
 * What a laboratory decides on, together under the hero's buttons: the "desde" price, the time to
 * go live and the norms the product answers to, each from the company's proof file (docs/proof.md)
 * and each left out when the file does not give it. The details follow right below (the quick
 * facts and the regulation block).
 */
export const labKeyFacts: readonly KeyFact[] = [
  ...(labPriceCop === undefined
    ? []
    : [{ text: withVat(`Desde $${formatFigure(labPriceCop)} al mes por sede`), icon: Receipt }]),
  ...(weeks
    ? [
        {
          text:
            weeks.min === weeks.max
              ? `En marcha en ${count(weeks.max, "semana", "semanas")}`
              : `En marcha en ${weeks.min} a ${weeks.max}\u00a0semanas`,
          icon: CalendarClock,
        },
      ]
    : []),
  ...(labRegulations.length > 0
    ? [
        {
          text: listed(labRegulations.map((row) => row.short)),
          icon: Scale,
          href: `#${LAB_PROOF_IDS.regulations}`,
        },
      ]
    : []),
];
