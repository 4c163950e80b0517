import { CalendarClock, DatabaseZap, Receipt, ShieldCheck, type LucideIcon } from "lucide-react";
import { proof } from "~/config/proof";
import { economicTerms } from "~/content/legal/terms/economics";

export type CommercialFact = { term: string; detail: string; icon: LucideIcon };

/**
 * What a lab manager asks before a demo, answered under the hero in the words of the terms
 * (src/content/legal/plans.ts and terms/economics.ts). A figure the company has not measured is
 * not given: the go-live time and the regulations come only from its proof file (docs/proof.md).
 */
export const labCommercialFacts = {
  title: "Lo que suelen preguntar antes de empezar",
  facts: [
    {
      term: "Puesta en marcha",
      detail: proof.goLive
        ? `Normalmente, ${proof.goLive}: configuramos tus exámenes, tarifas y usuarios, y capacitamos a tu equipo.`
        : "Configuramos tus exámenes, tarifas y usuarios, y capacitamos a tu equipo, según el cronograma de tu propuesta.",
      icon: CalendarClock,
    },
    {
      term: "Migración de datos",
      detail:
        "Desde otro sistema o desde hojas de cálculo; se cotiza aparte, según volumen y formato, antes de empezar.",
      icon: DatabaseZap,
    },
    {
      term: "Planes",
      detail: `Mensuales o anuales, pagados ${economicTerms.advance}, en pesos colombianos, IVA incluido.`,
      icon: Receipt,
    },
    {
      term: "Cancelación",
      detail: `Sin permanencia ni penalidad: conservas el acceso ${economicTerms.accessUntil} y te entregamos una ${economicTerms.dataCopy}. En el plan anual puedes pedir, en cambio, la devolución de los meses completos que aún no empiezan.`,
      icon: ShieldCheck,
    },
  ] satisfies CommercialFact[],
  /** Shown only with the company's list (proof file). */
  regulationsTerm: "Normativa",
} as const;

/** After the laboratory types: the demo, once the visitor has found their kind of lab. */
export const labTypesCta = {
  text: "¿Quieres verlo funcionando con los exámenes de tu laboratorio?",
  label: "Solicitar una demo",
} as const;
