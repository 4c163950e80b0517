import { Check } from "lucide-react";
import { describe, expect, it } from "vitest";
import { lucideIconId } from "./icon-id";
import { buildSprite, drawing } from "./icon-sprite";

describe("icon sprite drawings", () => {
  it("draws a lucide icon in the stroke width its id names, lucide's own by default", () => {
    expect(lucideIconId(Check)).toBe("lucide-Check");
    expect(lucideIconId(Check, { strokeWidth: 3 })).toBe("lucide-Check.w3");
    expect(drawing("lucide-Check")?.attributes).toContain('stroke-width="2"');
    expect(drawing("lucide-Check.w3")?.attributes).toContain('stroke-width="3"');
    expect(drawing("lucide-Check.fill.w3")?.attributes).toMatch(/fill="#000".*stroke-width="3"/);
  });

  it("refuses a style on a drawing that has none", () => {
    expect(drawing("flag-CO.w3")).toBeUndefined();
    expect(() => buildSprite(["brand-whatsapp.w3"])).toThrow(/no icon "brand-whatsapp.w3"/);
  });
});
