import { describe, expect, it } from "vitest";
import { formatFigure } from "./format-figure";

describe("formatFigure", () => {
  it("groups thousands with a dot and uses a decimal comma (es-CO)", () => {
    expect(formatFigure(1850)).toBe("1.850");
    expect(formatFigure(247)).toBe("247");
    expect(formatFigure(99.8, 1)).toBe("99,8");
    expect(formatFigure(0, 1)).toBe("0,0");
    expect(formatFigure(12345.6, 1)).toBe("12.345,6");
  });
});
