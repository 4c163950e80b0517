/**
 * The release check for what only the company can prove (docs/proof.md): a release build refuses
 * a company folder without its own proof.json (the example's would be published), every entry
 * still marked `"example": true`, and a proof file that does not say whether it publishes a price.
 * Each line names the entry by what it shows ("la referencia «Laboratorio Clínico Alameda»") and
 * by its place in the file, so staff find it either way. Called from site-release.ts.
 */
import { ownFile } from "./company-folder.ts";
import { loadProof, proofSource } from "./proof-file.ts";
import { ProofFileError, type Proof } from "./proof-schema.ts";

type Env = Record<string, string | undefined>;
type Entry = Record<string, unknown> & { example?: boolean };

const money = (value: unknown) => `$${Number(value).toLocaleString("es-CO")}`;
const quoted = (value: unknown) => `«${String(value)}»`;

/** How a line names an entry of each slot: by what a visitor sees of it. */
const WHAT: Record<keyof Proof, (entry: Entry) => string> = {
  price: (entry) =>
    entry.monthlyPerSiteCop ? `el precio desde (${money(entry.monthlyPerSiteCop)})` : "el precio",
  goLive: (entry) => `la puesta en marcha (${entry.minWeeks} a ${entry.maxWeeks} semanas)`,
  regulations: (entry) => `lo que hace el LIS por la norma ${quoted(entry.norm)}`,
  analyzers: (entry) => `el analizador ${quoted(`${entry.brand} ${entry.model}`)}`,
  analyzerModels: (entry) => `el número de modelos conectados (más de ${entry.moreThan})`,
  references: (entry) => `la referencia ${quoted(entry.laboratory)}`,
  analyzerInterface: (entry) => `el precio de la interfaz por equipo (${money(entry.priceCop)})`,
  support: (entry) => `la atención fuera de horario (${quoted(entry.afterHours)})`,
  caseStudies: (entry) => `el caso de ${quoted(entry.client)}`,
  servicePrices: (entry) => `el precio desde del servicio ${quoted(entry.service)}`,
  process: (entry) => `el paso ${quoted(entry.title)}`,
  company: (entry) =>
    `la fundación y el equipo (desde ${entry.foundedYear}, ${entry.teamSize} personas)`,
  clients: (entry) => `el cliente ${quoted(entry.name)}`,
  testimonials: (entry) => `el testimonio de ${quoted(entry.name)}`,
  vat: (entry) =>
    `cómo se declara el IVA de los precios (${entry.statement === "included" ? "IVA incluido" : "+ IVA"})`,
  screens: (entry) => `la pantalla ${quoted(entry.caption)}`,
  offline: () => "la respuesta sobre qué pasa en una sede sin internet",
  availability: (entry) =>
    `la disponibilidad medida (${String(entry.percent).replace(".", ",")} %, ${entry.period})`,
  microbiology: () => "la respuesta sobre microbiología",
  resultSignature: () => "la respuesta sobre la firma de los resultados",
};

const EXAMPLE_MESSAGE = "es un ejemplo; ponga el dato real de la empresa o quite la entrada";

/** One line per entry of `proof` still marked as an example, by what it shows and its path. */
export function exampleEntryProblems(proof: Proof, file: string): string[] {
  return Object.entries(proof).flatMap(([key, value]) => {
    const list = Array.isArray(value);
    const entries = (list ? value : [value]) as (Entry | undefined)[];
    return entries.flatMap((entry, index) => {
      if (!entry?.example) return [];
      const what = WHAT[key as keyof Proof]?.(entry) ?? key;
      const where = list ? `${key}[${index}]` : key;
      return [`  - ${what} (${file}, ${where}): ${EXAMPLE_MESSAGE}`];
    });
  });
}

/**
 * Everything a release may not publish from the proof file. A proof file that does not load is
 * left to its own check (scripts/config-check.ts), which names the wrong field.
 */
export function proofReleaseProblems(env: Env): string[] {
  const { file, own } = proofSource(env);
  if (!own) {
    return [
      `  - ${ownFile("proof", env)}: falta; se publicarían las pruebas de ejemplo (${file}). Cree el archivo de la empresa (docs/proof.md: puede empezar por una copia del ejemplo y cambiar o quitar cada entrada), o escriba {"price": {"published": false}} si no publica pruebas ni precio`,
    ];
  }
  let proof: Proof;
  try {
    proof = loadProof(env);
  } catch (error) {
    if (error instanceof ProofFileError) return [];
    throw error;
  }
  const problems = proof.price
    ? []
    : [
        `  - price (${file}): falta; dé el precio desde, {"monthlyPerSiteCop": 390000}, o diga que no lo publica, {"published": false}`,
      ];
  return [...problems, ...exampleEntryProblems(proof, file)];
}
