/**
 * Proof the company can publish (docs/proof.md): client names, testimonials, case studies, the
 * analyzers its LIS connects to and its plans. Every list is optional and empty by default; a
 * list renders only when the company provides it (docs/proof.md says what to gather).
 */
import * as z from "zod/mini";
import { text } from "./site-fields.ts";

/** Lists stay short: proof a visitor can read, not a catalogue that weighs on the first HTML. */
const MAX_ITEMS = 8;
const list = <T extends z.ZodMiniType>(item: T) =>
  z.optional(
    z.array(item).check(z.maxLength(MAX_ITEMS, `admite como máximo ${MAX_ITEMS} elementos`)),
  );

const client = z.strictObject({
  /** Shown as a wordmark: the client's written permission to be named is required. */
  name: text(2, 60),
});

const testimonial = z.strictObject({
  name: text(3, 60),
  role: text(2, 80),
  organization: text(2, 80),
  /** The person's own words, approved in writing (Ley 1581 de 2012, art. 9). */
  quote: text(20, 400),
});

const caseStudy = z.strictObject({
  client: text(2, 80),
  title: text(5, 90),
  problem: text(20, 300),
  built: text(20, 300),
  /** One verifiable result, e.g. value "−40 %" and label "tiempo de entrega de resultados". */
  figure: z.strictObject({ value: text(1, 16), label: text(3, 80) }),
});

const analyzer = z.strictObject({
  brand: text(2, 40),
  model: text(1, 40),
  /** Laboratory area, e.g. "Hematología", "Química clínica". */
  area: text(3, 40),
});

const plan = z.strictObject({
  name: text(2, 40),
  /** Final price in Colombian pesos with taxes included (Ley 1480 de 2011, art. 26), whole number. */
  priceCop: z
    .int("debe ser un precio en pesos, un número entero")
    .check(z.positive("debe ser mayor que cero")),
  period: z.enum(["mes", "año", "pago único"], 'debe ser "mes", "año" o "pago único"'),
  description: text(10, 160),
  features: z.array(text(3, 100)).check(z.minLength(1, "debe listar al menos una característica")),
  note: z.optional(text(3, 120)),
});

export const proofSchema = z.strictObject({
  clients: list(client),
  testimonials: list(testimonial),
  caseStudies: list(caseStudy),
  analyzers: list(analyzer),
  plans: list(plan),
  /** The usual time from signing to a lab working on the LIS, as measured, e.g. "4 a 6 semanas". */
  goLive: z.optional(text(3, 60)),
  /** Health regulations the LIS is documented to support, e.g. "Resolución 1995 de 1999 (historia clínica)". */
  regulations: list(text(5, 120)),
});

export type ProofInput = z.input<typeof proofSchema>;
export type Proof = Required<{
  [K in keyof z.output<typeof proofSchema>]-?: NonNullable<z.output<typeof proofSchema>[K]>;
}>;
export type Testimonial = Proof["testimonials"][number];
export type CaseStudy = Proof["caseStudies"][number];
export type Analyzer = Proof["analyzers"][number];
export type Plan = Proof["plans"][number];

export const emptyProof: Proof = {
  clients: [],
  testimonials: [],
  caseStudies: [],
  analyzers: [],
  plans: [],
  goLive: "",
  regulations: [],
};

export class ProofFileError extends Error {
  override name = "ProofFileError";
}

/** "testimonials[0].quote" from zod's ["testimonials", 0, "quote"]. */
export function fieldPath(path: readonly PropertyKey[]): string {
  return path.reduce<string>(
    (out, key) =>
      typeof key === "number" ? `${out}[${key}]` : out ? `${out}.${String(key)}` : String(key),
    "",
  );
}

/**
 * Validates the proof file's parsed JSON. A wrong value throws one error naming the file, every
 * wrong field by its path (testimonials[1].quote) and what is wrong with it.
 */
export function parseProof(input: unknown, file: string): Proof {
  const result = proofSchema.safeParse(input);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => {
      const at = fieldPath(issue.path) || "(raíz)";
      const keys = "keys" in issue && Array.isArray(issue.keys) ? issue.keys : [];
      const message = keys.length
        ? `campo desconocido: ${keys.join(", ")} (revise la ortografía; docs/proof.md lista los campos)`
        : issue.message;
      return `  - ${at}: ${message}`;
    });
    throw new ProofFileError(
      `Archivo de pruebas sociales inválido (SITE_PROOF_FILE = ${file}):\n${problems.join("\n")}`,
    );
  }
  return { ...emptyProof, ...Object.fromEntries(Object.entries(result.data).filter(([, v]) => v)) };
}
