import { proof } from "~/config/proof";
import { formatFigure } from "~/lib/format-figure";
import type { FaqItem } from "../types";

/** One question, asked only when the company answers it in its proof file; none otherwise. */
const asked = (question: string, answer: string | undefined): FaqItem[] =>
  answer ? [{ question, answer }] : [];

const { availability } = proof;
/** 99.9 → "99,9", 99.95 → "99,95", 100 → "100": the figure as measured, no digit added. */
const percent = (value: number) => formatFigure(value, Number.isInteger(value * 10) ? 1 : 2);

/**
 * What every buyer of a web LIS asks before signing (docs/proof.md: `offline`, `availability`,
 * `microbiology`, `resultSignature`), as FAQ answers in the company's words: each one exists only
 * when the proof file gives it, so the page never answers for the company.
 */
export const buyerQuestions = {
  microbiology: asked("¿Sirve para microbiología?", proof.microbiology?.answer),
  availability: asked(
    "¿Qué disponibilidad tiene y qué copias guarda?",
    availability &&
      `Medimos una disponibilidad de ${percent(availability.percent)}\u00a0% (${availability.period}). ${availability.backups}`,
  ),
  offline: asked("¿Y si se cae el internet en una sede?", proof.offline?.answer),
  resultSignature: asked("¿Los informes llevan firma digital?", proof.resultSignature?.answer),
} as const satisfies Record<string, FaqItem[]>;
