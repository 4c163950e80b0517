import { CalendarClock, DatabaseZap, Receipt, ShieldCheck, type LucideIcon } from "lucide-react";
import { economicTerms } from "~/content/legal/terms/economics";
import { labGoLiveText, labPriceText } from "./offer";

export type CommercialFact = { term: string; detail: string; icon: LucideIcon };

const plans = `Planes mensuales o anuales, pagados ${economicTerms.advance}`;
// What the terms charge apart is said beside the price, not only in the FAQ (Ley 1480 de 2011,
// art. 26).
const apart = "la conexión de cada analizador y la migración se cotizan aparte";

/**
 * What a lab manager asks before a demo, answered under the hero in the words of the terms
 * (src/content/legal/plans.ts and terms/economics.ts). What only the company can say, the price
 * and the time to go live, comes from its proof file (docs/proof.md); without it the fact is
 * stated without a number.
 */
export const labCommercialFacts = {
  title: "Lo que suelen preguntar antes de empezar",
  facts: [
    {
      term: "Precio",
      detail: labPriceText
        ? `${labPriceText} ${plans}; ${apart}.`
        : `${plans}, en pesos colombianos; la cotización, en la demo; ${apart}.`,
      icon: Receipt,
    },
    {
      term: "Puesta en marcha",
      detail: `${labGoLiveText ? `${labGoLiveText} ` : ""}Configuramos tus exámenes, tarifas y usuarios, y capacitamos a tu equipo${labGoLiveText ? "" : ", según el cronograma de tu propuesta"}.`,
      icon: CalendarClock,
    },
    {
      term: "Migración de datos",
      detail:
        "Desde otro sistema o desde hojas de cálculo; se cotiza aparte, según volumen y formato, antes de empezar.",
      icon: DatabaseZap,
    },
    {
      term: "Cancelación",
      detail: `Sin permanencia ni penalidad: conservas el acceso ${economicTerms.accessUntil} y te entregamos una ${economicTerms.dataCopy}; en el plan anual, si la pides, la devolución de los meses completos que aún no empiezan.`,
      icon: ShieldCheck,
    },
  ] satisfies CommercialFact[],
} as const;

/** After the laboratory types: the demo, once the visitor has found their kind of lab. */
export const labTypesCta = {
  text: "¿Quieres verlo funcionando con los exámenes de tu laboratorio?",
  label: "Solicitar una demo",
} as const;
