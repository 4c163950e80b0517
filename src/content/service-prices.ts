import { proof } from "~/config/proof";
import type { ServicePriceId } from "~/config/proof-schema";
import { formatFigure } from "~/lib/format-figure";
import { labPriceCop } from "./lab/offer";
import { withVat } from "./vat";

/** The home services that can show a price: the lab's is the lab page's one price field. */
export type PricedService = ServicePriceId | "lab";

/** What each "desde" price pays for (no-break spaces: "al mes" never splits across lines). */
const PERIOD = {
  chatbot: "al\u00a0mes",
  custom: "por\u00a0proyecto",
  lab: "al\u00a0mes por\u00a0sede",
} as const satisfies Record<PricedService, string>;

/**
 * What the price leaves out: the chatbot's WhatsApp fees are Meta's and the client's (the terms,
 * "Tarifas de mensajería"); a project's price is its proposal's.
 */
const NOTE = {
  chatbot: "Tarifas de Meta aparte.",
  custom: "El precio final, en tu propuesta.",
  lab: "",
} as const satisfies Record<PricedService, string>;

/**
 * "Desde $450.000 al mes, IVA incluido." (or "… + IVA.", as the company states its prices) and
 * what the price leaves out, under a home service (docs/proof.md, `servicePrices`; the lab service
 * reads `price`, the number the lab page shows and declares): two parts, so the card can set the
 * note in smaller type on a line of its own. Undefined when the company gives no price for it:
 * then the card shows none.
 */
export function servicePrice(service: PricedService): { amount: string; note: string } | undefined {
  const cop =
    service === "lab"
      ? labPriceCop
      : proof.servicePrices.find((row) => row.service === service)?.fromCop;
  if (cop === undefined) return undefined;
  return {
    amount: `${withVat(`Desde $${formatFigure(cop)} ${PERIOD[service]}`)}.`,
    note: NOTE[service],
  };
}
