import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ROUTE_SEGMENTS } from "../src/config/route-paths.ts";
import { PNG_ICONS, WEB_MANIFEST } from "../src/lib/site-icons.ts";
import { SPRITE_FILE } from "../src/lib/sprite.ts";
import {
  configFingerprint,
  NON_ROUTE_OUTPUTS,
  reservedNames,
  resolveSiteConfig,
  routeNames,
  unknownSiteVariables,
  unlistedOutputs,
} from "./site-config.ts";

const root = path.resolve(import.meta.dirname, "..");

describe("the configuration the build uses", () => {
  it("reserves every route of src/pages/ and what the build writes beside them", () => {
    const names = reservedNames();
    for (const segment of Object.values(ROUTE_SEGMENTS)) expect(names).toContain(segment);
    for (const icon of Object.values(PNG_ICONS)) expect(names).toContain(icon.file);
    for (const name of [WEB_MANIFEST, SPRITE_FILE, "robots.txt", "og", ...NON_ROUTE_OUTPUTS]) {
      expect(names).toContain(name);
    }
    expect(names).not.toContain("[lab]");
  });

  it("refuses a dynamic route whose names it cannot know", () => {
    const pages = mkdtempSync(path.join(os.tmpdir(), "pages-"));
    mkdirSync(path.join(pages, "og"));
    writeFileSync(path.join(pages, "[lab].astro"), "");
    writeFileSync(path.join(pages, "about.astro"), "");
    expect(routeNames(pages).sort()).toEqual(["about", "og"]);
    writeFileSync(path.join(pages, "[feed].xml.ts"), "");
    expect(() => routeNames(pages)).toThrow(/\[feed\]\.xml\.ts.*DYNAMIC_ROUTE_NAMES/);
  });

  it("finds what a build wrote that no route or listed output accounts for", () => {
    const client = mkdtempSync(path.join(os.tmpdir(), "client-"));
    for (const name of ["index.html", "404.html", "robots.txt", "robots.txt.br", "verticelab"]) {
      writeFileSync(path.join(client, name), "");
    }
    expect(unlistedOutputs(client, "verticelab")).toEqual([]);
    writeFileSync(path.join(client, "feed.xml"), "");
    expect(unlistedOutputs(client, "verticelab")).toEqual(["feed.xml"]);
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

  it("fingerprints every file of the company folder, and a retired variable changes nothing", () => {
    const folder = mkdtempSync(path.join(os.tmpdir(), "company-"));
    const env = { SITE_COMPANY_DIR: folder };
    const config = resolveSiteConfig(env);
    const empty = configFingerprint(config, env);
    writeFileSync(path.join(folder, "proof.json"), '{"price":{"published":false}}');
    const withProof = configFingerprint(resolveSiteConfig(env), env);
    expect(withProof).not.toBe(empty);
    writeFileSync(path.join(folder, "proof.json"), '{"price":{"published":false},"clients":[]}');
    expect(configFingerprint(resolveSiteConfig(env), env)).not.toBe(withProof);
    // SITE_PROOF_FILE is no input any more: the build it would name is the one it gets.
    const retired = { ...env, SITE_PROOF_FILE: "" };
    expect(configFingerprint(resolveSiteConfig(retired), retired)).toBe(
      configFingerprint(resolveSiteConfig(env), env),
    );
  });

  it("names the SITE_* variables it does not know, so a typo is not silently ignored", () => {
    expect(
      unknownSiteVariables({
        SITE_LEGALNAME: "x",
        SITE_NIT: "9001234568",
        SITE_RELEASE: "1",
        SITE_COMPANY_DIR: "company",
        SITE_PROOF_FILE: "proof.json",
      }),
    ).toEqual(["SITE_LEGALNAME", "SITE_PROOF_FILE"]);
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
    [
      ["run", "build:release"],
      {},
      'nit (SITE_NIT): falta: se publicaría el del ejemplo, "900.123.456-8"',
    ],
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
