import { describe, expect, it } from "vitest";
import { exampleValues } from "./company-data.ts";
import type { SiteConfigInput } from "./site-schema.ts";
import { displayShowsDigits } from "./phone-match.ts";
import { parseSiteConfig } from "./site-schema.ts";

/** The example company's data, as the configuration reads them. */
const siteDefaults = exampleValues() as Record<string, string> & SiteConfigInput;

const parse = (fields: Record<string, string>) => parseSiteConfig({ ...siteDefaults, ...fields });

describe("a visible number and the digits its links dial", () => {
  it.each([
    ["+57 300 000 0000", "573000000000"],
    ["300 000 0000", "573000000000"],
    ["(57) 300 000 0000", "573000000000"],
    ["604 444 0000", "576044440000"],
    ["+57 (604) 444-0000", "576044440000"],
    ["+1 (305) 555-0100", "13055550100"],
  ])("%j shows %s", (display, digits) => {
    expect(displayShowsDigits(display, digits)).toBe(true);
  });

  it.each([
    ["+57 300 000 0001", "573000000000", "one digit differs"],
    ["+300 000 0000", "573000000000", "a '+' without the country code"],
    ["+58 300 000 0000", "573000000000", "another country code"],
    ["305 555 0100", "13055550100", "a foreign number without its code"],
    ["+57 300 000 000", "573000000000", "a digit missing"],
  ])("%j does not show %s (%s)", (display, digits) => {
    expect(displayShowsDigits(display, digits)).toBe(false);
  });

  it("refuses a phone shown with other digits than it dials, naming both variables", () => {
    expect(() => parse({ phoneDisplay: "+57 300 000 0001" })).toThrow(
      '- phoneDisplay (SITE_PHONE_DISPLAY) = "+57 300 000 0001": no muestra el número que marcan los enlaces de WhatsApp y tel:, phoneDigits (SITE_PHONE_DIGITS) = "573000000000"',
    );
  });

  it("refuses a landline shown with other digits than it dials, naming both variables", () => {
    expect(() =>
      parse({ landlineDisplay: "+57 604 444 0000", landlineDigits: "576044440001" }),
    ).toThrow(
      '- landlineDisplay (SITE_LANDLINE_DISPLAY) = "+57 604 444 0000": no muestra el número que marcan los enlaces de WhatsApp y tel:, landlineDigits (SITE_LANDLINE_DIGITS) = "576044440001"',
    );
  });

  it("refuses a Colombian number without its 10 digits after 57", () => {
    expect(() => parse({ phoneDisplay: "+57 300 000 000", phoneDigits: "57300000000" })).toThrow(
      '- phoneDigits (SITE_PHONE_DIGITS) = "57300000000": un número de Colombia (57) lleva 10 dígitos después del indicativo, 12 en total; este tiene 11',
    );
  });

  it("accepts a matching pair, with or without +57", () => {
    expect(parse({ phoneDisplay: "300 000 0000" }).phoneDisplay).toBe("300 000 0000");
    const landline = parse({ landlineDisplay: "(604) 444 0000", landlineDigits: "576044440000" });
    expect(landline.landlineDigits).toBe("576044440000");
  });
});
