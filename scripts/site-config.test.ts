// @vitest-environment node
import { execFileSync } from "node:child_process";
import { readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ROUTE_SEGMENTS } from "../src/config/route-paths.ts";
import { siteDefaults } from "../src/config/site-defaults.ts";
import { BUILD_TOP_LEVEL } from "./build-outputs.ts";
import {
  configFingerprint,
  reservedNames,
  resolveSiteConfig,
  unknownSiteVariables,
} from "./site-config.ts";

const root = path.resolve(import.meta.dirname, "..");
const publicNames = readdirSync(path.join(root, "public"));

describe("the configuration the build uses", () => {
  it("reserves the fixed routes, every file of public/ and what the build writes", () => {
    expect(publicNames.length).toBeGreaterThan(0);
    expect(new Set(reservedNames())).toEqual(
      new Set([...Object.values(ROUTE_SEGMENTS), ...publicNames, ...BUILD_TOP_LEVEL]),
    );
  });

  it.each(reservedNames())("refuses the lab slug that would take /%s", (name) => {
    const slug = name.split(".")[0] ?? name;
    if (!/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(slug)) return; // not a slug: cannot collide
    expect(() => resolveSiteConfig({ SITE_LAB_PRODUCT_SLUG: slug })).toThrow(
      `labProductSlug (SITE_LAB_PRODUCT_SLUG) = "${slug}": choca con /${slug}`,
    );
  });

  it("fingerprints the resolved configuration, not the way it was written", () => {
    const base = configFingerprint(resolveSiteConfig({}), {});
    expect(configFingerprint(resolveSiteConfig({ SITE_NIT: "9001234568" }), {})).toBe(base);
    const phone = resolveSiteConfig({
      SITE_PHONE_DISPLAY: "+57 300 111 2233",
      SITE_PHONE_DIGITS: "573001112233",
    });
    expect(configFingerprint(phone, {})).not.toBe(base);
    expect(configFingerprint(resolveSiteConfig({}), { SITE_RELEASE: "1" })).not.toBe(base);
  });

  it("names the SITE_* variables it does not know, so a typo is not silently ignored", () => {
    expect(
      unknownSiteVariables({
        SITE_LEGALNAME: "x",
        SITE_NIT: "9001234568",
        SITE_RELEASE: "1",
        SITE_PROOF_FILE: "proof.json",
      }),
    ).toEqual(["SITE_LEGALNAME"]);
  });

  it("accepts the example values in a normal build and refuses them in a release build", () => {
    expect(resolveSiteConfig({}).phoneDigits).toBe(siteDefaults.phoneDigits);
    expect(() => resolveSiteConfig({ SITE_RELEASE: "1" })).toThrow(
      `phoneDigits (SITE_PHONE_DIGITS) = "${siteDefaults.phoneDigits}": es un valor de ejemplo`,
    );
  });
});

/** Runs a build command with extra variables; returns its exit status and everything it printed. */
function failedBuild(command: string, args: string[], env: Record<string, string>) {
  try {
    execFileSync(command, args, { cwd: root, env: { ...process.env, ...env }, stdio: "pipe" });
  } catch (error) {
    const failure = error as { stdout?: Buffer; stderr?: Buffer; status?: number };
    return { status: failure.status, output: `${failure.stdout}${failure.stderr}` };
  }
  return { status: 0, output: "" };
}

const STACK_FRAME = /^\s+at /m;

describe("a build with a wrong value", () => {
  it.each([
    [
      ["run", "build"],
      { SITE_LAB_PRODUCT_SLUG: "assets" },
      'labProductSlug (SITE_LAB_PRODUCT_SLUG) = "assets": choca con /assets',
    ],
    [["run", "build:release"], {}, 'nit (SITE_NIT) = "900.123.456-8": es un valor de ejemplo'],
  ])(
    "npm %j stops before building, with the message and no stack trace",
    (args, env, message) => {
      const { status, output } = failedBuild("npm", args, env);
      expect(status).not.toBe(0);
      expect(output).toContain(message);
      expect(output).not.toMatch(STACK_FRAME);
    },
    60_000,
  );

  it("stops astro build itself too, with the message and no stack trace", () => {
    const { status, output } = failedBuild("npx", ["astro", "build"], {
      SITE_URL: "http://www.empresa.co",
    });
    expect(status).not.toBe(0);
    expect(output).toContain(
      'siteUrl (SITE_URL) = "http://www.empresa.co": debe ser una URL https',
    );
    expect(output).not.toMatch(STACK_FRAME);
  }, 60_000);
});
