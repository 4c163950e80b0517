import { describe, expect, it } from "vitest";
import { lookAlikeDifference, looksAlike } from "./look-alike.ts";

describe("looksAlike", () => {
  it.each([
    ["Clínica Norte", "\u0421línica Norte", "a Cyrillic capital es"],
    ["Laboratorio Ómicron", "Laboratorio \u039Fmicron", "a Greek capital omicron"],
    ["Clínica Norte", "Clínica Norte".normalize("NFD"), "accents composed apart"],
    ["Ana María", "Ana\u00A0María", "a non-breaking space"],
    ["Ana María", "Ana  María ", "spacing"],
    ["Hospital San Jorge", "Hospital San Jorge\u3164", "a Hangul filler"],
    ["ACME", "Acme", "case"],
    ["CLÍNICA NORTE", "Clínica Norte", "case, with a capital I"],
    ["Clínica Santa Lucía del Valle", "CIínica Santa Lucía del Valle", "a capital I for a small l"],
    ["Julián Ocampo Herrera", "JuIián Ocampo Herrera", "a capital I for a small l, in a name"],
    ["Transportes Ruta Norte", "Transportes Ruta N0rte", "a zero for an O"],
    ["TRANSPORTES RUTA NORTE", "Transportes Ruta N0rte", "a zero for an O, and case"],
    ["TRANSPORTES RUTA BETA", "TRANSPORTES RUTA \u0392\u0395\u03A4\u0391", "Greek capitals"],
    [
      "Transportes Ruta Beta",
      "TRANSPORTES RUTA \u0392\u0395\u03A4\u0391",
      "Greek capitals, and case",
    ],
  ])("takes %j and %j for the same name (%s)", (name, other) => {
    expect(looksAlike(other, name)).toBe(true);
    expect(looksAlike(name, other)).toBe(true);
  });

  it("keeps different names apart", () => {
    expect(looksAlike("Laboratorio Uno", "Laboratorio Dos")).toBe(false);
    expect(looksAlike("Clínica Norte", "Clínica Sur")).toBe(false);
    expect(looksAlike("Clínica Lina", "Clínica Tina")).toBe(false);
  });
});

describe("lookAlikeDifference", () => {
  it("names the character that differs, and what it is", () => {
    expect(lookAlikeDifference("\u0421línica", "Clínica")).toBe(
      "tiene una letra cirílica (U+0421) donde el otro tiene «C» (U+0043)",
    );
    expect(lookAlikeDifference("Clínica\u3164", "Clínica")).toBe(
      "tiene un carácter invisible (U+3164) de más",
    );
    expect(lookAlikeDifference("Clínica", "Clínica\u3164")).toBe(
      "le falta un carácter invisible (U+3164)",
    );
    expect(lookAlikeDifference("CIínica", "Clínica")).toBe(
      "tiene «I» (U+0049) donde el otro tiene «l» (U+006C)",
    );
    expect(lookAlikeDifference("Clínica".normalize("NFD"), "Clínica")).toBe(
      "los acentos están compuestos de otra manera (Unicode)",
    );
  });
});
