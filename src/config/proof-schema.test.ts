import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadProof } from "./proof-file.ts";
import { emptyProof, fieldPath, parseProof, ProofFileError } from "./proof-schema.ts";

const FIXTURE = "tests/fixtures/second-company/proof.json";
const raw = readFileSync(path.resolve(import.meta.dirname, "..", "..", FIXTURE), "utf8");
const fixture = parseProof(JSON.parse(raw), FIXTURE);

type Json = Record<PropertyKey, unknown>;
/** The fixture with the value at `at` replaced (or removed, for undefined). */
function spoilt(at: readonly (string | number)[], value: unknown): unknown {
  const data = JSON.parse(raw) as Json;
  const parent = at.slice(0, -1).reduce<Json>((node, key) => node[key] as Json, data);
  const last = at[at.length - 1] ?? "";
  if (value === undefined) Reflect.deleteProperty(parent, last);
  else parent[last] = value;
  return data;
}

describe("parseProof", () => {
  it("accepts the second company's fixture, every list filled", () => {
    for (const [key, list] of Object.entries(fixture)) expect(list.length, key).toBeGreaterThan(0);
  });

  it("turns an empty file or missing lists into empty lists", () => {
    expect(parseProof({}, "x.json")).toEqual(emptyProof);
    expect(parseProof({ clients: [] }, "x.json")).toEqual(emptyProof);
  });

  it.each<[(string | number)[], unknown, string]>([
    [["testimonials", 0, "quote"], "Buenísimo", "debe tener al menos 20 caracteres"],
    [["plans", 1, "priceCop"], "890.000", "debe ser un precio en pesos, un número entero"],
    [["plans", 0, "period"], "mensual", 'debe ser "mes", "año" o "pago único"'],
    [["caseStudies", 0, "figure", "value"], "", "debe tener al menos 1 caracteres"],
    [["analyzers", 2, "area"], undefined, ""],
    [["clients"], "Clínica Santa Lucía", ""],
  ])("names the wrong field %j", (at, value, reason) => {
    const data = spoilt(at, value);
    expect(() => parseProof(data, FIXTURE)).toThrow(ProofFileError);
    expect(() => parseProof(data, FIXTURE)).toThrow(`- ${fieldPath(at)}: ${reason}`);
  });

  it("names a misspelt field and the file", () => {
    const data = spoilt(["testimonials", 1, "organisation"], "Distribuidora Cafetal S.A.S.");
    expect(() => parseProof(data, FIXTURE)).toThrow(
      new RegExp(
        `SITE_PROOF_FILE = ${FIXTURE}[^]*- testimonials\\[1\\]: campo desconocido: organisation`,
      ),
    );
  });

  it("writes zod paths in the file's own notation", () => {
    expect(fieldPath(["caseStudies", 0, "figure", "label"])).toBe("caseStudies[0].figure.label");
  });
});

describe("loadProof", () => {
  it("is empty without SITE_PROOF_FILE: the default site publishes no proof", () => {
    expect(loadProof({})).toEqual(emptyProof);
    expect(loadProof({ SITE_PROOF_FILE: "" })).toEqual(emptyProof);
  });

  it("reads the file relative to the repository", () => {
    expect(loadProof({ SITE_PROOF_FILE: FIXTURE })).toEqual(fixture);
  });

  it("refuses a missing file or one that is not JSON, naming the variable", () => {
    expect(() => loadProof({ SITE_PROOF_FILE: "no/existe.json" })).toThrow(
      'SITE_PROOF_FILE = "no/existe.json": el archivo no existe',
    );
    expect(() => loadProof({ SITE_PROOF_FILE: "README.md" })).toThrow("no es JSON válido");
  });
});
