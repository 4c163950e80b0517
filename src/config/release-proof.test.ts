import { describe, expect, it } from "vitest";
import { EXAMPLE_PROOF_FILE, loadProof } from "./proof-file.ts";
import { exampleEntryProblems, proofReleaseProblems } from "./release-proof.ts";

const FIXTURE = "tests/fixtures/second-company/proof.json";
const given = { replyHours: "6" };

describe("the release check of the proof file and the reply time", () => {
  it("refuses the example file and names every entry it marks as an example", () => {
    const example = loadProof({});
    const problems = proofReleaseProblems(given, {});
    expect(problems[0]).toContain(
      `SITE_PROOF_FILE = "${EXAMPLE_PROOF_FILE}": es el archivo de ejemplo`,
    );
    const entries = exampleEntryProblems(example);
    expect(problems.slice(1)).toEqual(entries);
    // Every entry of the example file is marked, each named by its path and what it says.
    const marked = Object.values(example).flatMap((value: unknown) =>
      Array.isArray(value) ? value : [value],
    );
    expect(entries).toHaveLength(marked.length);
    for (const [index, analyzer] of example.analyzers.entries()) {
      expect(entries).toContainEqual(
        expect.stringContaining(
          `analyzers[${index}] (${analyzer.brand}, ${analyzer.model}): es un ejemplo`,
        ),
      );
    }
    expect(entries).toContainEqual(expect.stringContaining("- price: es un ejemplo"));
    // The home page's slots, named the same way: a service's price, a step of work, a case.
    for (const [index, row] of example.servicePrices.entries())
      expect(entries).toContain(
        `  - servicePrices[${index}] (${row.service}): es un ejemplo; ponga el dato real de la empresa o quite la entrada`,
      );
    for (const [index, step] of example.process.entries())
      expect(entries).toContainEqual(
        expect.stringContaining(`- process[${index}] (${step.title}): es un ejemplo`),
      );
    expect(entries).toContainEqual(expect.stringContaining("- caseStudies[2] ("));
  });

  it("refuses the example reply time while SITE_REPLY_HOURS is not given", () => {
    const problems = proofReleaseProblems({}, { SITE_PROOF_FILE: FIXTURE });
    expect(problems).toEqual([
      expect.stringContaining("replyHours (SITE_REPLY_HOURS) sin definir"),
    ]);
  });

  it("passes a company file without example marks, and a company that publishes no proof", () => {
    expect(proofReleaseProblems(given, { SITE_PROOF_FILE: FIXTURE })).toEqual([]);
    expect(proofReleaseProblems(given, { SITE_PROOF_FILE: "" })).toEqual([]);
  });

  it("names a home slot still marked as an example, and passes once it is given or removed", () => {
    const proof = loadProof({ SITE_PROOF_FILE: FIXTURE });
    const step = { title: "Propuesta por escrito", text: "Con alcance, plazo y precio." };
    const marked = {
      ...proof,
      servicePrices: proof.servicePrices.map((row) => ({ ...row, example: true })),
      process: [{ ...step, example: true }],
    };
    expect(exampleEntryProblems(marked)).toEqual([
      `  - servicePrices[0] (${proof.servicePrices[0]?.service}): es un ejemplo; ponga el dato real de la empresa o quite la entrada`,
      `  - process[0] (${step.title}): es un ejemplo; ponga el dato real de la empresa o quite la entrada`,
    ]);
    expect(exampleEntryProblems({ ...marked, servicePrices: [], process: [step] })).toEqual([]);
  });

  it("names an entry still marked as an example, and builds once it is removed or given", () => {
    const proof = loadProof({ SITE_PROOF_FILE: FIXTURE });
    const marked = {
      ...proof,
      references: proof.references.map((reference, index) =>
        index === 1 ? { ...reference, example: true } : reference,
      ),
    };
    expect(exampleEntryProblems(marked)).toEqual([
      `  - references[1] (${proof.references[1]?.laboratory}): es un ejemplo; ponga el dato real de la empresa o quite la entrada`,
    ]);
    expect(exampleEntryProblems({ ...marked, references: [] })).toEqual([]);
    expect(exampleEntryProblems(proof)).toEqual([]);
  });

  it("names the interface price and the after-hours support while they are examples", () => {
    const proof = loadProof({ SITE_PROOF_FILE: FIXTURE });
    const interfacePrice = { priceCop: 1_200_000 };
    const support = {
      afterHours: "Urgencias fuera de horario: línea de guardia para fallas graves",
    };
    const marked = {
      ...proof,
      analyzerInterface: { ...interfacePrice, example: true },
      support: { ...support, example: true },
    };
    expect(exampleEntryProblems(marked)).toEqual([
      `  - analyzerInterface (${interfacePrice.priceCop}): es un ejemplo; ponga el dato real de la empresa o quite la entrada`,
      `  - support (${support.afterHours}): es un ejemplo; ponga el dato real de la empresa o quite la entrada`,
    ]);
    // Given by the company (no mark), or left out: nothing to refuse.
    expect(exampleEntryProblems({ ...proof, analyzerInterface: interfacePrice, support })).toEqual(
      [],
    );
    const example = exampleEntryProblems(loadProof({}));
    for (const key of ["analyzerInterface", "support"])
      expect(example).toContainEqual(expect.stringContaining(`  - ${key} (`));
  });

  it("asks a company file to say whether it publishes a price", () => {
    const problems = proofReleaseProblems(given, {
      SITE_PROOF_FILE: "tests/fixtures/proof-without-price.json",
    });
    expect(problems).toEqual([
      expect.stringContaining("- price (tests/fixtures/proof-without-price.json): falta"),
    ]);
  });
});
