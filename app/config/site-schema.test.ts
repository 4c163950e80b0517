import { execFileSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { siteDefaults } from "./site-defaults";
import { parseSiteConfig, withEnvOverrides, type SiteConfigInput } from "./site-schema";

const valid: SiteConfigInput = siteDefaults;

describe("parseSiteConfig", () => {
  it("accepts the example configuration", () => {
    expect(parseSiteConfig(valid).labProductSlug).toBe(siteDefaults.labProductSlug);
  });

  it.each([
    ["phoneDigits", "57300abc0000", "SITE_PHONE_DIGITS"],
    ["email", "contacto.example.com", "SITE_EMAIL"],
    ["portalUrl", "clientes example", "SITE_PORTAL_URL"],
    ["siteUrl", "not a url", "SITE_URL"],
    ["labProductSlug", "VerticeLab", "SITE_LAB_PRODUCT_SLUG"],
    ["labProductSlug", "lab/../x", "SITE_LAB_PRODUCT_SLUG"],
    ["gaMeasurementId", "UA-123", "SITE_GA_MEASUREMENT_ID"],
  ])("rejects %s = %j, naming the field, its variable and the value", (field, value, env) => {
    expect(() => parseSiteConfig({ ...valid, [field]: value })).toThrow(
      new RegExp(`${field} \\(${env}\\) = "${value.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&")}"`),
    );
  });

  it("applies non-empty SITE_* environment overrides", () => {
    const merged = withEnvOverrides(valid, { SITE_EMAIL: "ventas@example.co", SITE_URL: "" });
    expect(merged.email).toBe("ventas@example.co");
    expect(merged.siteUrl).toBe(siteDefaults.siteUrl);
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
