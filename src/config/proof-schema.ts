/**
 * What the company can prove (docs/proof.md): clients, testimonials and short cases for the home
 * page; for the lab page the analyzers its LIS connects to, the time to go live, the Colombian
 * regulation it supports, laboratories a buyer can call, and the "desde" price; the home services'
 * "desde" prices, the steps of "Cómo trabajamos" and the company's founding year and size. Every entry is
 * the company's claim, so any of them may carry `"example": true`: the default build shows the
 * repository's example file, and a release build refuses every entry still so marked
 * (release-proof.ts).
 */
import * as z from "zod/mini";
import {
  analyzer,
  analyzerInterface,
  analyzerModels,
  availability,
  MAX_ANALYZERS,
  MAX_SCREENS,
  microbiology,
  offline,
  caseStudy,
  client,
  company,
  goLive,
  list,
  MAX_PROCESS_STEPS,
  MAX_SHOWCASE,
  price,
  processStep,
  reference,
  regulation,
  REGULATION_IDS,
  resultSignature,
  screen,
  SERVICE_PRICE_IDS,
  servicePrice,
  support,
  testimonial,
  vat,
} from "./proof-entries.ts";
import { proofRepeatProblems } from "./proof-repeats.ts";
import { once, oneSentencePerPerson, vatWithPrices } from "./proof-rules.ts";
import { resolveScreens, type ScreenImage } from "./proof-screens.ts";

export {
  REGULATION_IDS,
  type RegulationId,
  SERVICE_PRICE_IDS,
  type ServicePriceId,
  type VatStatement,
} from "./proof-entries.ts";
export type { ScreenImage } from "./proof-screens.ts";

export const proofSchema = z
  .strictObject({
    /** The founding year and the team's size: the hero's tagline and "¿Quiénes somos?". */
    company: z.optional(company),
    clients: list(client),
    testimonials: list(testimonial),
    caseStudies: list(caseStudy, MAX_SHOWCASE),
    analyzers: list(analyzer, MAX_ANALYZERS),
    /** "más de N modelos": how many analyzer models work in production, beyond the ones listed. */
    analyzerModels: z.optional(analyzerModels),
    goLive: z.optional(goLive),
    regulations: list(regulation, REGULATION_IDS.length).check(
      once((row: { norm: string }) => row.norm, "cada norma va una sola vez"),
    ),
    references: list(reference, MAX_SHOWCASE),
    price: z.optional(price),
    /** The one-off price of each analyzer's interface. */
    analyzerInterface: z.optional(analyzerInterface),
    /** Support the company adds beyond office hours (`afterHours`). */
    support: z.optional(support),
    /** The home services' "desde" prices, one per service at most. */
    servicePrices: list(servicePrice, SERVICE_PRICE_IDS.length).check(
      once((row: { service: string }) => row.service, "cada servicio va una sola vez"),
    ),
    /** "Cómo trabajamos", in the services section's closing band. */
    process: list(processStep, MAX_PROCESS_STEPS),
    /** How every price above states its tax: "IVA incluido" or "+ IVA". */
    vat: z.optional(vat),
    /** Screens of the LIS, each an image file beside the proof file, in the lab page's gallery. */
    screens: list(screen, MAX_SCREENS),
    /** Answers to what every buyer of a web LIS asks; each shows only when given. */
    offline: z.optional(offline),
    availability: z.optional(availability),
    microbiology: z.optional(microbiology),
    resultSignature: z.optional(resultSignature),
  })
  .check(z.superRefine(oneSentencePerPerson), z.superRefine(vatWithPrices));

export type ProofInput = z.input<typeof proofSchema>;
type Output = z.output<typeof proofSchema>;
type ListKey =
  | "clients"
  | "testimonials"
  | "caseStudies"
  | "analyzers"
  | "regulations"
  | "references"
  | "servicePrices"
  | "process"
  | "screens";
/**
 * Lists always present (empty when not given); single values absent when not given. Each screen
 * comes with its image file's place and size (proof-screens.ts).
 */
export type Proof = { [K in Exclude<ListKey, "screens">]: NonNullable<Output[K]> } & Omit<
  Output,
  ListKey
> & { screens: ScreenImage[] };
export type Testimonial = Proof["testimonials"][number];
export type CaseStudy = Proof["caseStudies"][number];
export type Analyzer = Proof["analyzers"][number];
export type Regulation = Proof["regulations"][number];
export type Reference = Proof["references"][number];
export type ServicePrice = Proof["servicePrices"][number];
export type ProcessStep = Proof["process"][number];

export const emptyProof: Proof = {
  clients: [],
  testimonials: [],
  caseStudies: [],
  analyzers: [],
  regulations: [],
  references: [],
  servicePrices: [],
  process: [],
  screens: [],
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
  const screens = result.success ? resolveScreens(result.data.screens ?? [], file) : undefined;
  const issues = result.success ? (screens?.problems ?? []) : result.error.issues;
  const problems = [
    ...issues.map((issue) => {
      const at = fieldPath(issue.path) || "(raíz)";
      const keys = "keys" in issue && Array.isArray(issue.keys) ? issue.keys : [];
      const message = keys.length
        ? `campo desconocido: ${keys.join(", ")} (revise la ortografía; docs/proof.md lista los campos)`
        : issue.message;
      return `  - ${at}: ${message}`;
    }),
    ...(result.success ? proofRepeatProblems(result.data) : []),
  ];
  if (!result.success || problems.length > 0) {
    throw new ProofFileError(
      `Archivo de pruebas sociales inválido (${file}):\n${problems.join("\n")}`,
    );
  }
  const given = Object.fromEntries(Object.entries(result.data).filter(([, v]) => v !== undefined));
  return { ...emptyProof, ...given, screens: screens?.images ?? [] };
}
