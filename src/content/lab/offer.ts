import { proof } from "~/config/proof";
import { formatFigure } from "~/lib/format-figure";
import { withVat } from "../vat";

/** "1 semana", "8 semanas": a count with its noun, kept on one line (a no-break space). */
export const count = (n: number, one: string, many: string) => `${n}\u00a0${n === 1 ? one : many}`;

/**
 * The "desde" price (docs/proof.md, `price`): one field, shown in the quick-facts strip and
 * declared as the offer's price in the lab page's JSON-LD (content/seo.ts). Undefined when the
 * company publishes no price: then neither shows one.
 */
export const labPriceCop =
  proof.price && "monthlyPerSiteCop" in proof.price ? proof.price.monthlyPerSiteCop : undefined;

/** What the "desde" plan covers, in the company's words (docs/proof.md, `price.includes`). */
export const labPlanIncludes =
  proof.price && "includes" in proof.price ? proof.price.includes : undefined;

export const labPriceText =
  labPriceCop === undefined
    ? undefined
    : `${withVat(`Desde $${formatFigure(labPriceCop)} al mes por sede`)}.`;

const weeks = (min: number, max: number) =>
  min === max ? count(max, "semana", "semanas") : `${min} a ${max}\u00a0semanas`;

/** "Una sede: 6 a 8 semanas", when the company has measured it (docs/proof.md, `goLive`). */
export const labGoLiveText =
  proof.goLive && `Una sede: ${weeks(proof.goLive.minWeeks, proof.goLive.maxWeeks)}.`;
