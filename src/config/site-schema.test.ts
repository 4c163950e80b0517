import { describe, expect, it } from "vitest";
import { ROUTE_SEGMENTS } from "./route-paths.ts";
import { exampleValues } from "./company-data.ts";
import { nitCheckDigit } from "./legal-fields.ts";
import { quoteValue } from "./site-fields.ts";
import {
  parseSiteConfig,
  withEnvOverrides,
  type SiteConfigInput,
  type SiteField,
} from "./site-schema.ts";

/** The example company's data, as the configuration reads them. */
const siteDefaults = exampleValues() as Record<string, string> & SiteConfigInput;

const valid: SiteConfigInput = siteDefaults;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");

/** The one line a refused value produces: field, variable, the value as quoted, the reason. */
function refusal(field: SiteField, env: string, value: string, reason: string): RegExp {
  return new RegExp(`- ${field} \\(${env}\\) = ${escape(quoteValue(value))}: ${escape(reason)}`);
}

describe("parseSiteConfig", () => {
  it("accepts the example configuration", () => {
    expect(parseSiteConfig(valid).labProductSlug).toBe(siteDefaults.labProductSlug);
  });

  const longName = "Soluciones Tecnológicas Integrales de Antioquia";
  const [word, onPhone] = ["tiene una palabra de más de", "caracteres, que no cabe en un teléfono"];
  const invisible = "contiene un carácter de control o de dirección de texto";
  it.each<[SiteField, string, string, string]>([
    ["phoneDigits", "57300abc0000", "SITE_PHONE_DIGITS", "debe tener solo dígitos"],
    ["email", "contacto.example.com", "SITE_EMAIL", "no es un correo electrónico válido"],
    ["email", `${"a".repeat(60)}@empresa.co`, "SITE_EMAIL", "debe tener como máximo 64 caracteres"],
    ["portalUrl", "clientes example", "SITE_PORTAL_URL", "debe ser una URL https válida"],
    ["portalUrl", "http://clientes.empresa.co", "SITE_PORTAL_URL", "debe ser una URL https"],
    ["siteUrl", "not a url", "SITE_URL", "debe ser una URL https válida"],
    ["siteUrl", "http://www.empresa.co", "SITE_URL", "debe ser una URL https válida"],
    ["siteUrl", "https://www.empresa.co/es", "SITE_URL", "debe ser solo el origen https"],
    ["siteUrl", "https://www.empresa.co/?utm=x", "SITE_URL", "debe ser solo el origen https"],
    ["siteUrl", "https://www.empresa.co/#inicio", "SITE_URL", "debe ser solo el origen https"],
    [
      "siteUrl",
      "https://admin:x@www.empresa.co",
      "SITE_URL",
      "no puede llevar usuario ni contraseña",
    ],
    ["labProductSlug", "VerticeLab", "SITE_LAB_PRODUCT_SLUG", "debe ser un slug en minúsculas"],
    ["labProductSlug", "lab/../x", "SITE_LAB_PRODUCT_SLUG", "debe ser un slug en minúsculas"],
    ["gaMeasurementId", "UA-123", "SITE_GA_MEASUREMENT_ID", "debe tener la forma G-"],
    ["nit", "900.123.456-7", "SITE_NIT", "el dígito de verificación no corresponde"],
    ["nit", "90012345", "SITE_NIT", "debe ser un NIT de 9 dígitos"],
    ["legalName", "", "SITE_LEGAL_NAME", "está vacío; un valor vacío no vuelve al de ejemplo"],
    ["companyName", longName, "SITE_COMPANY_NAME", "debe tener como máximo 32 caracteres"],
    ["companyName", "x".repeat(5000), "SITE_COMPANY_NAME", "debe tener como máximo 32"],
    ["labProductName", "LaboratorioClínico", "SITE_LAB_PRODUCT_NAME", `${word} 14 ${onPhone}`],
    ["companyName", "Hipertransformaciones SAS", "SITE_COMPANY_NAME", `${word} 18 ${onPhone}`],
    [
      "labProductName",
      "Laboratorio Clínico Digital",
      "SITE_LAB_PRODUCT_NAME",
      "debe tener como máximo 24",
    ],
    ["companyName", "Vértice\nSoftware", "SITE_COMPANY_NAME", `${invisible} (U+000A)`],
    ["companyName", "Vértice\u202eSoftware", "SITE_COMPANY_NAME", `${invisible} (U+202E)`],
    ["legalName", "Vértice\u2066S.A.S.", "SITE_LEGAL_NAME", `${invisible} (U+2066)`],
    ["addressStreet", "Calle 10\u0000 # 1-2", "SITE_ADDRESS_STREET", `${invisible} (U+0000)`],
    ["addressCity", "M", "SITE_ADDRESS_CITY", "debe tener al menos 2 caracteres"],
    ["privacyEmail", "datos.example.com", "SITE_PRIVACY_EMAIL", "no es un correo electrónico"],
    ["landlineDigits", "604 444 0000", "SITE_LANDLINE_DIGITS", "debe tener solo dígitos"],
    ["shortName", "Vértice\u202e", "SITE_SHORT_NAME", "contiene un carácter de control"],
  ])("refuses %s = %j, naming the field, %s and the value", (field, value, env, reason) => {
    expect(() => parseSiteConfig({ ...valid, [field]: value })).toThrow(
      refusal(field, env, value, reason),
    );
  });

  it.each([...Object.values(ROUTE_SEGMENTS), "assets", "icons.svg"])(
    "refuses a lab slug that takes the published name %j",
    (name) => {
      const slug = name.split(".")[0] ?? name;
      const reserved = [...Object.values(ROUTE_SEGMENTS), "assets", "icons.svg"];
      expect(() => parseSiteConfig({ ...valid, labProductSlug: slug }, reserved)).toThrow(
        refusal("labProductSlug", "SITE_LAB_PRODUCT_SLUG", slug, `choca con /${name}`),
      );
    },
  );

  it("keeps only the origin of the site URL", () => {
    expect(parseSiteConfig({ ...valid, siteUrl: "https://WWW.Empresa.co/" }).siteUrl).toBe(
      "https://www.empresa.co",
    );
  });

  it.each(["900.123.456-8", "900123456-8", "9001234568", " 900123456 - 8 "])(
    "accepts the NIT %j with a valid check digit and stores it display-ready",
    (value) => {
      expect(parseSiteConfig({ ...valid, nit: value }).nit).toBe("900.123.456-8");
    },
  );

  // Published NITs of DIAN, Bancolombia and Ecopetrol.
  it.each([
    ["800197268", 4],
    ["890903938", 8],
    ["899999068", 1],
  ])("computes DIAN's check digit of %s as %i", (base, digit) => {
    expect(nitCheckDigit(base)).toBe(digit);
  });

  it("falls back to the contact e-mail and the WhatsApp number when the optional ones are empty", () => {
    const config = parseSiteConfig(valid);
    expect(config.privacyEmail).toBe(config.email);
    expect(config.landlineDigits).toBe(config.phoneDigits);
    expect(config.landlineDisplay).toBe(config.phoneDisplay);
    const own = parseSiteConfig({
      ...valid,
      privacyEmail: "datos@empresa.co",
      landlineDisplay: "+57 604 444 0000",
      landlineDigits: "576044440000",
    });
    expect(own).toMatchObject({ privacyEmail: "datos@empresa.co", landlineDigits: "576044440000" });
  });

  it("wants both landline fields or neither", () => {
    expect(() => parseSiteConfig({ ...valid, landlineDigits: "576044440000" })).toThrow(
      refusal("landlineDisplay", "SITE_LANDLINE_DISPLAY", "", "debe indicarse junto con"),
    );
  });

  it("applies SITE_* overrides, an empty one too (it never brings back the example value)", () => {
    const merged = withEnvOverrides(valid, { SITE_EMAIL: "ventas@example.co", SITE_URL: "" });
    expect(merged.email).toBe("ventas@example.co");
    expect(merged.siteUrl).toBe("");
    expect(merged.companyName).toBe(siteDefaults.companyName);
  });
});

describe("quoteValue", () => {
  it("writes invisible characters as escapes and shortens long values", () => {
    expect(quoteValue("a\u202eb\nc")).toBe('"a\\u202Eb\\nc"');
    expect(quoteValue("x".repeat(5000))).toBe(`"${"x".repeat(80)}…" (5000 caracteres)`);
  });
});
