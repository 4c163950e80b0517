import { proof } from "~/config/proof";
import type { RegulationId } from "~/config/proof-schema";

/** `short`: the norm as a line of key facts names it ("RIPS", "habilitación"). */
type Norm = { title: string; short: string; citation?: string };

/**
 * The Colombian norms a laboratory's software answers to, named and cited once. What the product
 * does for each is the company's (docs/proof.md, `regulations`): a norm it does not confirm is
 * not shown at all.
 */
const norms = {
  rips: { title: "RIPS", short: "RIPS", citation: "Resolución 2275 de 2023" },
  fev: { title: "Factura electrónica de venta en salud (FEV)", short: "FEV" },
  records: {
    title: "Custodia de resultados e historia clínica",
    short: "historia clínica",
    // Custody and retention (1995, as 839 modified it); 866 sets the record's data for exchange.
    citation: "Resoluciones 1995 de 1999 y 839 de 2017; interoperabilidad: Resolución 866 de 2021",
  },
  habilitation: {
    title: "Habilitación",
    short: "habilitación",
    citation: "Resolución 3100 de 2019",
  },
  iso15189: { title: "Apoyo a la acreditación ISO 15189", short: "ISO 15189" },
} as const satisfies Record<RegulationId, Norm>;

export type RegulationRow = Norm & { id: RegulationId; does: string };

/** The rows the company confirms, in the order the norms are listed above. */
export const labRegulations: readonly RegulationRow[] = (
  Object.keys(norms) as RegulationId[]
).flatMap((id) => {
  const row = proof.regulations.find((regulation) => regulation.norm === id);
  return row ? [{ id, ...norms[id], does: row.does }] : [];
});

/** "RIPS (Resolución 2275 de 2023)": a confirmed norm as one sentence names it. */
export const normName = ({ title, citation }: Norm) =>
  citation ? `${title} (${citation})` : title;

export const labRegulationsCopy = {
  title: "Normativa colombiana",
  intro:
    "Lo que hace el sistema frente a cada norma. Cumplirla sigue siendo de tu laboratorio: el sistema te da con qué.",
} as const;
