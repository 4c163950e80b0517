import { execFileSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { siteDefaults } from "./site-defaults.ts";
import { nitCheckDigit } from "./site-fields.ts";
import { parseSiteConfig, withEnvOverrides, type SiteConfigInput } from "./site-schema.ts";

const valid: SiteConfigInput = siteDefaults;

describe("parseSiteConfig", () => {
  it("accepts the example configuration", () => {
    expect(parseSiteConfig(valid).labProductSlug).toBe("verticelab");
  });

  it.each([
    ["phoneDigits", "57300abc0000", "SITE_PHONE_DIGITS"],
    ["email", "contacto.example.com", "SITE_EMAIL"],
    ["portalUrl", "clientes example", "SITE_PORTAL_URL"],
    ["siteUrl", "not a url", "SITE_URL"],
    ["labProductSlug", "VerticeLab", "SITE_LAB_PRODUCT_SLUG"],
    ["labProductSlug", "lab/../x", "SITE_LAB_PRODUCT_SLUG"],
    ["gaMeasurementId", "UA-123", "SITE_GA_MEASUREMENT_ID"],
    ["nit", "900.123.456-7", "SITE_NIT"],
    ["nit", "90012345", "SITE_NIT"],
    ["legalName", "", "SITE_LEGAL_NAME"],
    ["addressCity", "M", "SITE_ADDRESS_CITY"],
    ["privacyEmail", "datos.example.com", "SITE_PRIVACY_EMAIL"],
    ["landlineDigits", "604 444 0000", "SITE_LANDLINE_DIGITS"],
    ["legalEffectiveAt", "2026-02-30", "SITE_LEGAL_EFFECTIVE_AT"],
    ["legalUpdatedAt", "2026-13-01", "SITE_LEGAL_UPDATED_AT"],
  ])("rejects %s = %j, naming the field, its variable and the value", (field, value, env) => {
    expect(() => parseSiteConfig({ ...valid, [field]: value })).toThrow(
      new RegExp(`${field} \\(${env}\\) = "${value.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&")}"`),
    );
  });

  it.each(["900.123.456-8", "900123456-8", "9001234568", " 900123456 - 8 "])(
    "accepts the NIT %j with a valid check digit and stores it display-ready",
    (value) => {
      expect(parseSiteConfig({ ...valid, nit: value }).nit).toBe("900.123.456-8");
    },
  );

  it.each([
    ["890903938", 8],
    ["899999068", 1],
    ["800197268", 4],
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
      /landlineDisplay \(SITE_LANDLINE_DISPLAY\) = "": debe indicarse junto con landlineDigits/,
    );
  });

  it("refuses legal pages that take effect before their last update", () => {
    expect(() =>
      parseSiteConfig({ ...valid, legalUpdatedAt: "2026-11-01", legalEffectiveAt: "2026-10-31" }),
    ).toThrow(/legalEffectiveAt \(SITE_LEGAL_EFFECTIVE_AT\) = "2026-10-31": no puede ser anterior/);
  });

  it("applies non-empty SITE_* environment overrides", () => {
    const merged = withEnvOverrides(valid, { SITE_EMAIL: "ventas@example.co", SITE_URL: "" });
    expect(merged.email).toBe("ventas@example.co");
    expect(merged.siteUrl).toBe("https://www.example.com");
  });
});

describe("the build", () => {
  it("stops with a message naming the wrong field and value", () => {
    let output = "";
    try {
      execFileSync("npx", ["react-router", "build"], {
        env: { ...process.env, SITE_EMAIL: "sin-arroba.example.com" },
        encoding: "utf8",
        stdio: "pipe",
        timeout: 60_000,
      });
    } catch (error) {
      const failure = error as { stdout?: string; stderr?: string; status?: number };
      expect(failure.status).not.toBe(0);
      output = `${failure.stdout ?? ""}${failure.stderr ?? ""}`;
    }
    expect(output).toContain('email (SITE_EMAIL) = "sin-arroba.example.com"');
  }, 60_000);
});
