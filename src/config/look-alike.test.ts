import { describe, expect, it } from "vitest";
import { lookAlikeDifference, lookAlikeKey } from "./look-alike.ts";

describe("lookAlikeKey", () => {
  it.each([
    ["Clínica Norte", "\u0421línica Norte", "a Cyrillic capital es"],
    ["Laboratorio Ómicron", "Laboratorio \u039Fmicron", "a Greek capital omicron"],
    ["Clínica Norte", "Clínica Norte".normalize("NFD"), "accents composed apart"],
    ["Ana María", "Ana\u00A0María", "a non-breaking space"],
    ["Ana María", "Ana  María ", "spacing"],
    ["Hospital San Jorge", "Hospital San Jorge\u3164", "a Hangul filler"],
    ["ACME", "Acme", "case"],
  ])("gives %j and %j the same key (%s)", (name, other) => {
    expect(lookAlikeKey(other)).toBe(lookAlikeKey(name));
  });

  it("keeps different names apart", () => {
    expect(lookAlikeKey("Laboratorio Uno")).not.toBe(lookAlikeKey("Laboratorio Dos"));
    expect(lookAlikeKey("Clínica Norte")).not.toBe(lookAlikeKey("Clínica Sur"));
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
    expect(lookAlikeDifference("Clínica".normalize("NFD"), "Clínica")).toBe(
      "los acentos están compuestos de otra manera (Unicode)",
    );
  });
});
