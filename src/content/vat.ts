import { proof } from "~/config/proof";
import type { VatStatement } from "~/config/proof-schema";

/** The company's tax statement beside a price (docs/proof.md, `vat`), written after the price. */
const STATEMENTS = {
  included: ", IVA incluido",
  added: "\u00a0+\u00a0IVA",
} as const satisfies Record<VatStatement, string>;

/**
 * "Desde $390.000 al mes por sede, IVA incluido" or "… por sede + IVA": a price with the one tax
 * statement the proof file gives for every price (the schema requires it wherever one is published).
 */
export function withVat(price: string): string {
  return stateVat(price, proof.vat?.statement);
}

/** `price` followed by `statement`, or alone when there is none. */
export function stateVat(price: string, statement: VatStatement | undefined): string {
  return statement ? `${price}${STATEMENTS[statement]}` : price;
}
