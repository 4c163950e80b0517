import { describe, expect, it } from "vitest";
import { loadProof } from "./proof-file.ts";
import { exampleEntryProblems, proofReleaseProblems } from "./release-proof.ts";

const DIR = "tests/fixtures/second-company";
const FILE = `${DIR}/proof.json`;
const MESSAGE = "es un ejemplo; ponga el dato real de la empresa o quite la entrada";

describe("the release check of the proof file", () => {
  it("refuses a company folder without its own proof.json, saying how to give one", () => {
    expect(proofReleaseProblems({})).toEqual([
      expect.stringMatching(
        /^ {2}- company\/proof\.json: falta; se publicarían las pruebas de ejemplo .*\{"price": \{"published": false\}\}/,
      ),
    ]);
  });

  it("names every entry of the example by what it shows and its place in the file", () => {
    const example = loadProof({});
    const file = "src/content/example-company/proof.json";
    const entries = exampleEntryProblems(example, file);
    const marked = Object.values(example).flatMap((value: unknown) =>
      Array.isArray(value) ? value : [value],
    );
    expect(entries).toHaveLength(marked.length);
    const reference = example.references[0]?.laboratory;
    expect(entries).toContain(
      `  - la referencia «${reference}» (${file}, references[0]): ${MESSAGE}`,
    );
    for (const [index, analyzer] of example.analyzers.entries())
      expect(entries).toContain(
        `  - el analizador «${analyzer.brand} ${analyzer.model}» (${file}, analyzers[${index}]): ${MESSAGE}`,
      );
    expect(entries).toContainEqual(expect.stringMatching(/^ {2}- el precio desde \(\$390\.000\) /));
    for (const [index, row] of example.servicePrices.entries())
      expect(entries).toContain(
        `  - el precio desde del servicio «${row.service}» (${file}, servicePrices[${index}]): ${MESSAGE}`,
      );
    for (const [index, step] of example.process.entries())
      expect(entries).toContain(
        `  - el paso «${step.title}» (${file}, process[${index}]): ${MESSAGE}`,
      );
    expect(entries).toContainEqual(expect.stringContaining("- el caso de «"));
    expect(entries).toContainEqual(expect.stringContaining("- la fundación y el equipo (desde "));
  });

  it("passes a company file without example marks, and a company that publishes no proof", () => {
    expect(proofReleaseProblems({ SITE_COMPANY_DIR: DIR })).toEqual([]);
    expect(
      proofReleaseProblems({ SITE_COMPANY_DIR: "tests/fixtures/company-without-proof" }),
    ).toEqual([]);
  });

  it("names an entry still marked as an example, and builds once it is removed or given", () => {
    const proof = loadProof({ SITE_COMPANY_DIR: DIR });
    const marked = {
      ...proof,
      references: proof.references.map((reference, index) =>
        index === 1 ? { ...reference, example: true } : reference,
      ),
    };
    expect(exampleEntryProblems(marked, FILE)).toEqual([
      `  - la referencia «${proof.references[1]?.laboratory}» (${FILE}, references[1]): ${MESSAGE}`,
    ]);
    expect(exampleEntryProblems({ ...marked, references: [] }, FILE)).toEqual([]);
    expect(exampleEntryProblems(proof, FILE)).toEqual([]);
  });

  it("names the interface price and the after-hours support while they are examples", () => {
    const proof = loadProof({ SITE_COMPANY_DIR: DIR });
    const interfacePrice = { priceCop: 1_200_000 };
    const support = {
      afterHours: "Urgencias fuera de horario: línea de guardia para fallas graves",
    };
    const marked = {
      ...proof,
      analyzerInterface: { ...interfacePrice, example: true },
      support: { ...support, example: true },
    };
    expect(exampleEntryProblems(marked, FILE)).toEqual([
      `  - el precio de la interfaz por equipo ($1.200.000) (${FILE}, analyzerInterface): ${MESSAGE}`,
      `  - la atención fuera de horario («${support.afterHours}») (${FILE}, support): ${MESSAGE}`,
    ]);
    // Given by the company (no mark), or left out: nothing to refuse.
    expect(
      exampleEntryProblems({ ...proof, analyzerInterface: interfacePrice, support }, FILE),
    ).toEqual([]);
  });

  it("asks a company file to say whether it publishes a price", () => {
    expect(
      proofReleaseProblems({ SITE_COMPANY_DIR: "tests/fixtures/company-without-price" }),
    ).toEqual([
      expect.stringContaining("- price (tests/fixtures/company-without-price/proof.json): falta"),
    ]);
  });
});
