import { describe, expect, it } from "vitest";
import { stateVat } from "./vat";

describe("stateVat", () => {
  it("states the tax once, as the company does: included, or added to the price", () => {
    expect(stateVat("Desde $390.000 al mes", "included")).toBe(
      "Desde $390.000 al mes, IVA incluido",
    );
    // No-break spaces: "+ IVA" never starts a line of its own.
    expect(stateVat("Desde $390.000 al mes", "added")).toBe(
      "Desde $390.000 al mes\u00a0+\u00a0IVA",
    );
  });

  it("leaves a price alone where the file states nothing (a file without prices)", () => {
    expect(stateVat("Desde $1.000", undefined)).toBe("Desde $1.000");
  });
});
