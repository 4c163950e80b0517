// @vitest-environment node
import { describe, expect, it } from "vitest";
import { contentSecurityPolicy, GOOGLE_CSP, schemeless, securityHeaders } from "./headers.ts";

const HASH = "'sha256-abc='";

/** The policy as a map of directive → sources. */
function policy(google: { analytics: boolean; ads: boolean }): Map<string, string[]> {
  const text = contentSecurityPolicy({ scriptHashes: [HASH], google });
  return new Map(
    text.split("; ").map((directive) => {
      const [name = "", ...sources] = directive.split(" ");
      return [name, sources];
    }),
  );
}

const DIRECTIVES = ["script-src", "img-src", "connect-src", "frame-src"] as const;
const GOOGLE_HOST = /google|doubleclick/;
const googleSources = (csp: Map<string, string[]>, name: string) =>
  (csp.get(name) ?? []).filter((source) => GOOGLE_HOST.test(source));
/** Google's list for a product and directive, as the policy writes hosts (no scheme). */
const listed = (product: keyof typeof GOOGLE_CSP, name: (typeof DIRECTIVES)[number]) =>
  (GOOGLE_CSP[product][name] ?? []).map(schemeless);

describe("Content-Security-Policy for each Google product", () => {
  it("without a Google ID: no Google host at all, no frame-src", () => {
    const csp = policy({ analytics: false, ads: false });
    for (const name of DIRECTIVES) expect(googleSources(csp, name), name).toEqual([]);
    expect(csp.has("frame-src")).toBe(false);
    expect(csp.get("script-src")).toEqual(["'self'", HASH]);
  });

  it("GA4 alone: exactly Google's Analytics 4 hosts, and no Ads host", () => {
    const csp = policy({ analytics: true, ads: false });
    for (const name of DIRECTIVES) {
      expect(googleSources(csp, name), name).toEqual(listed("analytics", name));
    }
    expect(csp.get("script-src")?.join(" ")).not.toMatch(/googleadservices|doubleclick/);
  });

  it("Ads alone: exactly Google's Ads hosts, the conversion frame included", () => {
    const csp = policy({ analytics: false, ads: true });
    for (const name of DIRECTIVES) {
      expect(googleSources(csp, name), name).toEqual(listed("ads", name));
    }
    expect(csp.get("script-src")).toContain("www.googleadservices.com");
    expect(csp.get("script-src")).toContain("www.googletagmanager.com");
    expect(csp.get("img-src")).toContain("googleads.g.doubleclick.net");
    expect(csp.get("frame-src")).toContain("td.doubleclick.net");
    expect(csp.get("connect-src")?.join(" ")).not.toContain("analytics.google.com");
  });

  it("both: every host of each product allowed, each once, and still no unsafe script source", () => {
    const csp = policy({ analytics: true, ads: true });
    for (const name of DIRECTIVES) {
      const sources = googleSources(csp, name);
      // A host is written, or a wildcard written in the same directive allows it.
      const allows = (host: string) =>
        sources.includes(host) ||
        sources.some((source) => source.startsWith("*.") && host.endsWith(source.slice(1)));
      for (const host of [...listed("analytics", name), ...listed("ads", name)]) {
        expect(allows(host), `${name} allows ${host}`).toBe(true);
      }
      expect(sources.length, `${name} lists each host once`).toBe(new Set(sources).size);
    }
    // Ads' www.googletagmanager.com goes: Analytics' *.googletagmanager.com allows it.
    expect(csp.get("script-src")).not.toContain("www.googletagmanager.com");
    expect(csp.get("frame-src")).toContain("www.googletagmanager.com");
    expect(csp.get("script-src")?.join(" ")).not.toMatch(/unsafe-inline|unsafe-eval/);
    expect(csp.get("frame-ancestors")).toEqual(["'none'"]);
  });
});

describe("hosts as the policy writes them", () => {
  it("carry no scheme, which a page served over HTTPS reads as https:", () => {
    const text = contentSecurityPolicy({
      scriptHashes: [HASH],
      google: { analytics: true, ads: true },
    });
    expect(text).not.toContain("https://");
    expect(text).toContain("connect-src 'self' *.google-analytics.com");
  });
});

describe("a preview's headers", () => {
  it("keep every response out of a search index; a release's do not", () => {
    const google = { analytics: false, ads: false };
    expect(securityHeaders({ scriptHashes: [HASH], google, preview: true })["X-Robots-Tag"]).toBe(
      "noindex",
    );
    expect(securityHeaders({ scriptHashes: [HASH], google })).not.toHaveProperty("X-Robots-Tag");
  });
});
