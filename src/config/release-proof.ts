/**
 * The release check for what only the company can prove (docs/proof.md): a release build refuses
 * the repository's example proof file, every entry still marked `"example": true`, a proof file
 * that does not say whether it publishes a price, and the example reply time. Each line names the
 * entry (its path in the file and what it says) or the variable, so the company knows what to give
 * or remove. Called from site-release.ts.
 */
import {
  EXAMPLE_PROOF_FILE,
  isExampleProofFile,
  loadProof,
  PROOF_FILE_ENV,
  proofFileOf,
} from "./proof-file.ts";
import { ProofFileError, type Proof } from "./proof-schema.ts";
import { EXAMPLE_REPLY_HOURS } from "./reply-time.ts";
import type { SiteConfig } from "./site-schema.ts";

type Env = Record<string, string | undefined>;
type Entry = Record<string, unknown> & { example?: boolean };

/** The fields that say what an entry is, so its report line is recognisable without the file. */
const LABEL_FIELDS: Partial<Record<keyof Proof, readonly string[]>> = {
  clients: ["name"],
  testimonials: ["name"],
  caseStudies: ["portfolio", "client"],
  analyzers: ["brand", "model"],
  regulations: ["norm"],
  references: ["laboratory"],
  analyzerInterface: ["priceCop"],
  support: ["afterHours"],
  servicePrices: ["service"],
  process: ["title"],
  company: ["foundedYear", "teamSize"],
  vat: ["statement"],
  screens: ["caption"],
  availability: ["percent", "period"],
};

const EXAMPLE_MESSAGE = "es un ejemplo; ponga el dato real de la empresa o quite la entrada";

/** One line per entry of `proof` still marked as an example, with its path in the file. */
export function exampleEntryProblems(proof: Proof): string[] {
  return Object.entries(proof).flatMap(([key, value]) => {
    const list = Array.isArray(value);
    const entries = (list ? value : [value]) as (Entry | undefined)[];
    return entries.flatMap((entry, index) => {
      if (!entry?.example) return [];
      const label = (LABEL_FIELDS[key as keyof Proof] ?? []).map((field) => entry[field]);
      const what = label.length ? ` (${label.join(", ")})` : "";
      return [`  - ${list ? `${key}[${index}]` : key}${what}: ${EXAMPLE_MESSAGE}`];
    });
  });
}

/**
 * Everything a release may not publish from the proof file and the reply time. A proof file that
 * does not load is left to its own check (check-config.ts), which names the wrong field.
 */
export function proofReleaseProblems(config: Pick<SiteConfig, "replyHours">, env: Env): string[] {
  const problems: string[] = [];
  if (config.replyHours === undefined) {
    problems.push(
      `  - replyHours (SITE_REPLY_HOURS) sin definir: la página promete el tiempo de respuesta de ejemplo (${EXAMPLE_REPLY_HOURS} horas hábiles); ponga el de la empresa`,
    );
  }
  const file = proofFileOf(env);
  if (file === "") return problems;
  if (isExampleProofFile(file)) {
    problems.push(
      `  - ${PROOF_FILE_ENV} = "${file}": es el archivo de ejemplo (${EXAMPLE_PROOF_FILE}); cree el de la empresa (docs/proof.md) y apúntelo con ${PROOF_FILE_ENV}, o ponga ${PROOF_FILE_ENV}="" para no publicar pruebas`,
    );
  }
  let proof: Proof;
  try {
    proof = loadProof(env);
  } catch (error) {
    if (error instanceof ProofFileError) return problems;
    throw error;
  }
  if (!proof.price) {
    problems.push(
      `  - price (${file}): falta; dé el precio desde, {"monthlyPerSiteCop": 390000}, o diga que no lo publica, {"published": false}`,
    );
  }
  return [...problems, ...exampleEntryProblems(proof)];
}
