import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { EXAMPLE_DIR } from "./company-folder.ts";
import { loadProof, proofSource } from "./proof-file.ts";
import { emptyProof, fieldPath, parseProof, ProofFileError, type Proof } from "./proof-schema.ts";

const root = path.resolve(import.meta.dirname, "..", "..");
const FIXTURE = "tests/fixtures/second-company/proof.json";
const raw = readFileSync(path.join(root, FIXTURE), "utf8");
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

/** Every slot of a proof: a list's entries, or the one value (goLive, price…). */
const filled = (proof: Proof) =>
  Object.entries(proof).map(([key, value]) => [key, Array.isArray(value) ? value.length : 1]);

describe("parseProof", () => {
  it("accepts the second company's fixture, every slot filled but the steps of work", () => {
    expect(Object.keys(fixture).sort()).toEqual(
      [
        "analyzerModels",
        "analyzers",
        "caseStudies",
        "clients",
        "company",
        "goLive",
        "price",
        "process",
        "references",
        "regulations",
        "servicePrices",
        "testimonials",
        "vat",
        "screens",
        "offline",
        "microbiology",
      ].sort(),
    );
    // It gives no steps of work and no chatbot price, so its build shows the page without them.
    for (const [key, count] of filled(fixture))
      if (key === "process") expect(count).toBe(0);
      else expect(count, String(key)).toBeGreaterThan(0);
  });

  it("turns an empty file or missing lists into empty lists, and leaves out single values", () => {
    expect(parseProof({}, "x.json")).toEqual(emptyProof);
    expect(parseProof({ clients: [] }, "x.json")).toEqual(emptyProof);
    expect(parseProof({}, "x.json")).not.toHaveProperty("price");
  });

  it.each<[(string | number)[], unknown, string, string]>([
    [["testimonials", 0, "quote"], "Buenísimo", "testimonials[0].quote", "al menos 20 caracteres"],
    [["price", "monthlyPerSiteCop"], "390.000", "price", '{"published": false}'],
    [["price", "monthlyPerSiteCop"], 99, "price.monthlyPerSiteCop", "de 1000 a 1000000000"],
    [["goLive", "maxWeeks"], 2, "goLive", "maxWeeks no puede ser menor que minWeeks"],
    [["goLive", "minWeeks"], 1.5, "goLive.minWeeks", "un número de semanas, un número entero"],
    [["regulations", 0, "norm"], "iso9001", "regulations[0].norm", "debe ser uno de: rips, fev"],
    [["references", 0, "analyzersConnected"], 0, "references[0].analyzersConnected", "de 1 a 99"],
    [["analyzers", 2, "area"], undefined, "analyzers[2].area", ""],
    [["clients", 0, "example"], "sí", "clients[0].example", "debe ser true o false"],
    [["clients"], "Clínica Santa Lucía", "clients", ""],
    [["servicePrices", 0, "service"], "lab", "servicePrices[0].service", 'es "price"'],
    [["servicePrices", 0, "fromCop"], "12 millones", "servicePrices[0].fromCop", "entero"],
    [["process"], [{ title: "Hablamos", text: "Corto" }], "process[0].text", "al menos 10"],
    [["company", "foundedYear"], 16, "company.foundedYear", "un año de 1950 a"],
    [["company", "teamSize"], 1, "company.teamSize", "de 2 a 9999"],
  ])("names the wrong field %j", (at, value, where, reason) => {
    const data = spoilt(at, value);
    expect(() => parseProof(data, FIXTURE)).toThrow(ProofFileError);
    expect(() => parseProof(data, FIXTURE)).toThrow(`- ${where}: `);
    expect(() => parseProof(data, FIXTURE)).toThrow(reason);
  });

  it("refuses a norm listed twice and more than three laboratories or cases", () => {
    const data = JSON.parse(raw) as { regulations: unknown[]; references: unknown[] };
    const twice = { ...data, regulations: [data.regulations[0], data.regulations[0]] };
    expect(() => parseProof(twice, FIXTURE)).toThrow("- regulations: cada norma va una sola vez");
    const four = { ...data, references: [...data.references, data.references[0]] };
    expect(() => parseProof(four, FIXTURE)).toThrow("- references: admite como máximo 3");
  });

  it("takes a long analyzer list, an interface price and after-hours support, checked", () => {
    const data = JSON.parse(raw) as { analyzers: unknown[] };
    const many = Array.from({ length: 20 }, (_, index) => ({
      brand: "Mindray",
      model: `BC-${5000 + index}`,
      area: "Hematología",
    }));
    const afterHours = "Urgencias fuera de horario: línea de guardia para fallas graves";
    const given = { ...data, analyzers: many, analyzerInterface: { priceCop: 900_000 } };
    const proof = parseProof({ ...given, support: { afterHours } }, FIXTURE);
    expect(proof.analyzers).toHaveLength(many.length);
    expect(proof.analyzerInterface).toEqual({ priceCop: 900_000 });
    expect(proof.support).toEqual({ afterHours });
    expect(() => parseProof({ ...given, analyzerInterface: { priceCop: 12 } }, FIXTURE)).toThrow(
      "- analyzerInterface.priceCop: debe ser un precio en pesos",
    );
    expect(() => parseProof({ ...given, support: { afterHours: "24/7" } }, FIXTURE)).toThrow(
      "- support.afterHours:",
    );
  });

  it("refuses a person quoted with two different sentences, naming the reference's quote", () => {
    const [testimonial] = fixture.testimonials;
    const index = fixture.references.findIndex(
      (reference) => reference.person === testimonial?.name,
    );
    expect(index, "the fixture names one person in both places").toBeGreaterThanOrEqual(0);
    const other = spoilt(
      ["references", index, "quote"],
      "Otra frase que esa persona nunca autorizó.",
    );
    expect(() => parseProof(other, FIXTURE)).toThrow(
      new RegExp(`references\\[${index}\\]\\.quote: ${testimonial?.name}`),
    );
  });

  it("refuses a service priced twice and more than four steps of work", () => {
    const price = { service: "custom", fromCop: 9_000_000 };
    expect(() => parseProof({ servicePrices: [price, price] }, FIXTURE)).toThrow(
      "- servicePrices: cada servicio va una sola vez",
    );
    const step = { title: "Conversación", text: "Revisamos tu caso contigo." };
    expect(() => parseProof({ process: Array(5).fill(step) }, FIXTURE)).toThrow(
      "- process: admite como máximo 4",
    );
  });

  it("accepts a company that says it publishes no price", () => {
    const data = spoilt(["price"], { published: false });
    expect(parseProof(data, FIXTURE).price).toEqual({ published: false });
  });

  it("names a misspelt field and the file", () => {
    const data = spoilt(["testimonials", 1, "organisation"], "Distribuidora Cafetal S.A.S.");
    expect(() => parseProof(data, FIXTURE)).toThrow(
      new RegExp(`\\(${FIXTURE}\\):[^]*- testimonials\\[1\\]: campo desconocido: organisation`),
    );
  });

  it("writes zod paths in the file's own notation", () => {
    expect(fieldPath(["references", 0, "quote"])).toBe("references[0].quote");
  });
});

describe("loadProof", () => {
  it("reads the example's proof when the company folder has none, so the default build shows it", () => {
    const example = loadProof({});
    expect(proofSource({})).toEqual({ file: `${EXAMPLE_DIR}/proof.json`, own: false });
    expect(example.price).toBeDefined();
    expect(example.regulations.length).toBeGreaterThan(0);
    // The home page's three cases, a price for each priced service and the four steps of work.
    expect(example.caseStudies).toHaveLength(3);
    expect(new Set(example.caseStudies.map((item) => item.portfolio)).size).toBe(3);
    expect(example.servicePrices.map((row) => row.service).sort()).toEqual(["chatbot", "custom"]);
    expect(example.process).toHaveLength(4);
  });

  it("reads a company's proof.json, one that publishes none included", () => {
    expect(loadProof({ SITE_COMPANY_DIR: "tests/fixtures/second-company" })).toEqual(fixture);
    expect(loadProof({ SITE_COMPANY_DIR: "tests/fixtures/company-without-proof" })).toEqual({
      ...emptyProof,
      price: { published: false },
    });
  });

  it("refuses a proof file that is not JSON, naming the file", () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "company-"));
    writeFileSync(path.join(dir, "proof.json"), "{ precio: 1 }");
    expect(() => loadProof({ SITE_COMPANY_DIR: dir })).toThrow(
      `${path.join(dir, "proof.json")}: no es JSON válido (línea 1, columna 3)`,
    );
  });
});
