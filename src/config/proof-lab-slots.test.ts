import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parseProof, ProofFileError } from "./proof-schema.ts";

/**
 * The proof file's tax statement, the lab page's screens and the answers a buyer of a web LIS
 * asks for (docs/proof.md): each checked, a wrong value naming its field.
 */
const FIXTURE = "tests/fixtures/second-company/proof.json";
const data = JSON.parse(readFileSync(FIXTURE, "utf8")) as Record<string, unknown>;
const screen = {
  image: "screens/ordenes.webp",
  caption: "La orden de cada paciente",
  alt: "Pantalla de una orden nueva con sus exámenes y muestras.",
};
const refused = (input: unknown, field: string, reason: string) => {
  expect(() => parseProof(input, FIXTURE)).toThrow(ProofFileError);
  expect(() => parseProof(input, FIXTURE)).toThrow(`- ${field}: `);
  expect(() => parseProof(input, FIXTURE)).toThrow(reason);
};

describe("the tax statement", () => {
  it("is required once a file publishes a price, and is one of two", () => {
    expect(parseProof(data, FIXTURE).vat).toEqual({ statement: "added" });
    refused({ ...data, vat: undefined }, "vat", '{"statement": "included"}');
    refused({ servicePrices: [{ service: "custom", fromCop: 9_000_000 }] }, "vat", "falta");
    refused({ analyzerInterface: { priceCop: 900_000 } }, "vat", "falta");
    refused({ ...data, vat: { statement: "incluido" } }, "vat.statement", '"added"');
  });

  it("is not asked of a file without prices, or one that declines to publish its price", () => {
    expect(parseProof({ goLive: { minWeeks: 4, maxWeeks: 6 } }, FIXTURE).vat).toBeUndefined();
    expect(parseProof({ price: { published: false } }, FIXTURE).price).toEqual({
      published: false,
    });
  });
});

describe("the screens", () => {
  it("read each image beside the proof file, with its format and size", () => {
    const [first] = parseProof(data, FIXTURE).screens;
    expect(first).toMatchObject({ image: screen.image, format: "webp", width: 960, height: 560 });
    expect(first?.file).toBe(path.resolve(path.dirname(FIXTURE), screen.image));
  });

  it("refuse another format, a missing file, a fifth screen and a short description", () => {
    refused(
      { ...data, screens: [{ ...screen, image: "a.png" }] },
      "screens[0].image",
      ".avif o .webp",
    );
    refused(
      { ...data, screens: [{ ...screen, image: "no-esta.webp" }] },
      "screens[0].image",
      "el archivo no existe",
    );
    refused({ ...data, screens: Array(5).fill(screen) }, "screens", "como máximo 4");
    refused(
      { ...data, screens: [{ ...screen, alt: "Pantalla" }] },
      "screens[0].alt",
      "al menos 20",
    );
  });

  it("refuse an image whose bytes are not of the format its name says", () => {
    const file = "tests/fixtures/images/disguised.webp";
    const relative = path.relative(path.dirname(FIXTURE), file);
    refused(
      { ...data, screens: [{ ...screen, image: relative }] },
      "screens[0].image",
      "no es una imagen WEBP válida",
    );
  });
});

describe("the buyer's questions", () => {
  const availability = {
    percent: 99.9,
    period: "enero a octubre de 2026",
    backups: "Copia cifrada cada hora en otro centro de datos, 35 días.",
  };

  it("take each answer alone, and a measured availability with its period and backups", () => {
    const proof = parseProof({ ...data, availability }, FIXTURE);
    expect(proof.availability).toEqual(availability);
    expect(proof.offline?.answer).toContain("internet");
    expect(proof.resultSignature).toBeUndefined();
  });

  it("name a wrong figure or a short answer", () => {
    refused(
      { ...data, availability: { ...availability, percent: 80 } },
      "availability.percent",
      "de 90 a 100",
    );
    refused(
      { ...data, availability: { ...availability, percent: 99.955 } },
      "availability.percent",
      "dos decimales",
    );
    refused(
      { ...data, availability: { ...availability, period: undefined } },
      "availability.period",
      "",
    );
    refused({ ...data, microbiology: { answer: "Sí." } }, "microbiology.answer", "al menos 40");
    refused(
      { ...data, resultSignature: { text: "Firma digital." } },
      "resultSignature",
      "campo desconocido: text",
    );
  });
});
