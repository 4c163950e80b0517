import { proof } from "~/config/proof";
import type { Reference } from "~/config/proof-schema";
import { site } from "~/config/site";
import { whatsappUrl } from "~/lib/contact-links";
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

/**
 * Under each laboratory: a WhatsApp chat that asks us to put the visitor in touch with it, the
 * message already naming the laboratory and the product. We pass the request on and the
 * laboratory decides whether to write back, so the message carries the visitor's own yes to
 * sharing their name and company with it (the policy's purposes, privacy/purposes.ts).
 */
export const referenceContact = {
  label: "Pídenos su contacto",
  /** Analytics label (docs/requirements.md, "Analytics events"): where the click came from. */
  track: "reference_contact",
  message: (reference: Reference) =>
    `Quisiera hablar con ${reference.laboratory} sobre su experiencia con ${site.labProductName}. Pueden pasarle mi nombre y mi empresa para que me escriba.`,
  href: (reference: Reference) =>
    whatsappUrl(site.phoneDigits, referenceContact.message(reference)),
} as const;
