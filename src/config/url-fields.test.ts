import { describe, expect, it } from "vitest";
import { exampleValues } from "./company-data.ts";
import type { SiteConfigInput } from "./site-schema.ts";
import { quoteValue } from "./site-fields.ts";
import { parseSiteConfig, type SiteField } from "./site-schema.ts";
import { fieldName } from "./company-fields.ts";

/** The example company's data, as the configuration reads them. */
const siteDefaults = exampleValues() as Record<string, string> & SiteConfigInput;

const parse = (field: SiteField, value: string) =>
  parseSiteConfig({ ...siteDefaults, [field]: value });
const refusal = (field: SiteField, value: string, reason: string) =>
  `- ${fieldName(field)} = ${quoteValue(value)}: ${reason}`;

const [trailingDot, notDns] = ["el dominio termina en punto", "no es un nombre de dominio válido"];

describe("URLs that would publish another host than the one meant", () => {
  it.each<[SiteField, string, string]>([
    ["siteUrl", "https://www.empresa.co.", trailingDot],
    ["siteUrl", "https://www.empresa.co./", trailingDot],
    ["siteUrl", "https://www.empresa.co%2E", trailingDot],
    ["siteUrl", "https://www.empresa.co\u3002", trailingDot],
    ["portalUrl", "https://clientes.empresa.co./ingreso", trailingDot],
    ["siteUrl", "https://www.empresa.co;evil", notDns],
    ["siteUrl", "https://*.empresa.co", notDns],
    ["siteUrl", "https://www..empresa.co", notDns],
    ["siteUrl", "https://www_empresa.co", notDns],
    ["siteUrl", "https://-empresa.co", notDns],
    ["siteUrl", "https://empresa$.co", notDns],
    ["siteUrl", "https://www.empresa.co:8443", "no puede llevar puerto"],
    [
      "siteUrl",
      "https://www.empresa.co\u200b",
      "contiene un carácter invisible o de control (U+200B)",
    ],
    ["portalUrl", "https://clientes.empresa.co/\u202eingreso", "contiene un carácter invisible"],
  ])("refuses %s = %j", (field, value, reason) => {
    expect(() => parse(field, value)).toThrow(refusal(field, value, reason));
  });

  it("accepts an international name in its xn-- form and drops the default port", () => {
    expect(parse("siteUrl", "https://café.co").siteUrl).toBe("https://xn--caf-dma.co");
    expect(parse("siteUrl", "https://www.empresa.co:443").siteUrl).toBe("https://www.empresa.co");
    expect(parse("portalUrl", "https://clientes.empresa.co:8443/").portalUrl).toBe(
      "https://clientes.empresa.co:8443/",
    );
  });
});

describe("social profile URLs", () => {
  const platforms = [
    ["facebookUrl", "Facebook", "facebook.com"],
    ["instagramUrl", "Instagram", "instagram.com"],
    ["linkedinUrl", "LinkedIn", "linkedin.com"],
  ] as const;

  for (const [field, platform, domain] of platforms) {
    it.each([
      `https://evil.com/${platform}`,
      `https://${domain}.evil.com/empresa`,
      `https://www.${domain}.evil.com/empresa`,
      `https://evil${domain}/empresa`,
      `https://web.${domain}/empresa`,
    ])(`refuses ${field} = %j, on another host than ${platform}'s`, (value) => {
      expect(() => parse(field, value)).toThrow(
        refusal(
          field,
          value,
          `debe ser un perfil de ${platform} en ${domain}, www.${domain}, m.${domain}`,
        ),
      );
    });

    it(`refuses ${platform}'s home page as ${field}`, () => {
      const home = `https://www.${domain}/`;
      expect(() => parse(field, home)).toThrow(
        refusal(field, home, "debe llevar la ruta del perfil"),
      );
    });

    it.each([domain, `www.${domain}`, `m.${domain}`, `WWW.${domain.toUpperCase()}`])(
      `accepts a profile on %s as ${field}`,
      (host) => {
        expect(parse(field, `https://${host}/empresa`)[field]).toBe(`https://${host}/empresa`);
      },
    );
  }
});
