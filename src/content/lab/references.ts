import { proof } from "~/config/proof";
import type { Reference } from "~/config/proof-schema";
import { site } from "~/config/site";
import { count } from "./offer";

export const labReferencesCopy = {
  eyebrow: "Clientes",
  title: `Laboratorios que ya trabajan con ${site.labProductName}`,
  intro: "Con nombre y ciudad, para que puedas preguntarles cómo les fue.",
} as const;

/** "Medellín · 4 analizadores conectados · en marcha en 7 semanas". */
export function referenceFacts(reference: Reference): string[] {
  return [
    reference.city,
    `${count(reference.analyzersConnected, "analizador conectado", "analizadores conectados")}`,
    `en marcha en ${count(reference.goLiveWeeks, "semana", "semanas")}`,
  ];
}

export const labReferences = proof.references;
