/**
 * Security and caching headers: the one source for the Node server (scripts/serve.ts), the
 * managed-host `_headers` file and the nginx configuration, all written at build time from the
 * built pages (see scripts/deploy-configs.ts).
 */
import { createHash } from "node:crypto";

/** A directive's extra sources for one Google product. */
type Sources = Partial<Record<"script-src" | "img-src" | "connect-src" | "frame-src", string[]>>;

/**
 * Google's own CSP guidance for each product (developers.google.com/tag-platform/security/guides/csp,
 * read 2026-11): "Google Analytics 4 (Google Analytics)" and "Google Ads" (conversion,
 * remarketing and conversion linker), host for host. Where the guidance writes
 * https://www.google.<TLD>, every Google domain a visitor may be sent to must be listed; this
 * site's visitors are in Colombia (google.com.co). td.doubleclick.net is the frame gtag.js opens
 * for an Ads ID (remarketing lists), which the browser would otherwise block.
 */
export const GOOGLE_CSP: Record<"analytics" | "ads", Sources> = {
  analytics: {
    "script-src": ["https://*.googletagmanager.com"],
    "img-src": ["https://*.google-analytics.com", "https://*.googletagmanager.com"],
    "connect-src": [
      "https://*.google-analytics.com",
      "https://*.analytics.google.com",
      "https://*.googletagmanager.com",
    ],
  },
  ads: {
    "script-src": [
      "https://www.googleadservices.com",
      "https://www.google.com",
      "https://www.googletagmanager.com",
      "https://pagead2.googlesyndication.com",
      "https://googleads.g.doubleclick.net",
    ],
    "img-src": [
      "https://www.googletagmanager.com",
      "https://googleads.g.doubleclick.net",
      "https://www.google.com",
      "https://pagead2.googlesyndication.com",
      "https://www.googleadservices.com",
      "https://google.com",
      "https://www.google.com.co",
    ],
    "frame-src": ["https://www.googletagmanager.com", "https://td.doubleclick.net"],
    "connect-src": [
      "https://pagead2.googlesyndication.com",
      "https://www.googleadservices.com",
      "https://googleads.g.doubleclick.net",
      "https://ad.doubleclick.net",
      "https://www.google.com",
      "https://google.com",
      "https://www.google.com.co",
    ],
  },
};

export const ONE_YEAR_S = 31_536_000;
export const CACHE = {
  /** File names under /assets/ carry a content hash. */
  hashed: `public, max-age=${ONE_YEAR_S}, immutable`,
  page: "public, max-age=0, must-revalidate",
  /** The not-found page: a cache may keep it but must ask again before reuse (the path may exist tomorrow). */
  notFound: "no-cache",
};

export type HeaderOptions = {
  /** CSP sources ('sha256-…') of every inline script the pages run. */
  scriptHashes: readonly string[];
  /** The Google products configured (each one's hosts are then allowed, GOOGLE_CSP). */
  google: { analytics: boolean; ads: boolean };
  /** A preview (any build but a release): no response may be indexed. */
  preview?: boolean;
};

/** 'sha256-…' CSP source for an inline script's exact text. */
export function cspHash(code: string): string {
  return `'sha256-${createHash("sha256").update(code, "utf8").digest("base64")}'`;
}

/** Inline scripts that execute (no src, JavaScript type): the ones CSP must allow by hash. */
export function inlineScripts(html: string): string[] {
  const scripts: string[] = [];
  for (const match of html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/g)) {
    const attributes = match[1] ?? "";
    if (/\ssrc=/.test(attributes)) continue;
    const type = /\stype="([^"]*)"/.exec(attributes)?.[1];
    if (type && type !== "module" && type !== "text/javascript") continue;
    if (match[2]) scripts.push(match[2]);
  }
  return scripts;
}

/**
 * A Google host as the policy writes it: without its scheme, which on a page served over HTTPS
 * allows exactly the same (a source without one takes the page's: https:, and wss: for a socket).
 * The policy is in every page's first round trip, where these 8 bytes a host add up to 200.
 */
export const schemeless = (source: string) => source.replace(/^https:\/\//, "");

/** Whether a wildcard source (`*.example.com`) in `sources` already allows `source`. */
function covered(source: string, sources: readonly string[]): boolean {
  return sources.some(
    (other) => other !== source && other.startsWith("*.") && source.endsWith(other.slice(1)),
  );
}

export function contentSecurityPolicy({ scriptHashes, google }: HeaderOptions): string {
  const products = (["analytics", "ads"] as const).filter((product) => google[product]);
  // Each host once, in the order Google lists them, for every product configured; none a
  // wildcard of the same directive already allows (Ads' www.googletagmanager.com beside
  // Analytics' *.googletagmanager.com).
  const extra = (directive: keyof Sources) => {
    const hosts = [
      ...new Set(products.flatMap((product) => GOOGLE_CSP[product][directive] ?? [])),
    ].map(schemeless);
    return hosts.filter((host) => !covered(host, hosts));
  };
  const frames = extra("frame-src");
  const directives: Record<string, string[]> = {
    "default-src": ["'self'"],
    "script-src": ["'self'", ...scriptHashes, ...extra("script-src")],
    // React writes style attributes (e.g. the reveal delay); no inline <style> elements ship.
    "style-src": ["'self'", "'unsafe-inline'"],
    "img-src": ["'self'", "data:", ...extra("img-src")],
    "font-src": ["'self'"],
    "connect-src": ["'self'", ...extra("connect-src")],
    ...(frames.length > 0 ? { "frame-src": frames } : {}),
    "object-src": ["'none'"],
    "base-uri": ["'self'"],
    "form-action": ["'none'"],
    "frame-ancestors": ["'none'"],
    // No manifest-src: default-src covers the manifest, and Safari logs the directive as unknown.
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(" ")}`)
    .join("; ");
}

/**
 * Headers for every response. No X-Frame-Options: the policy's frame-ancestors 'none' replaces
 * it in every browser that runs this site (popovers, :has()), and Mozilla's Observatory counts
 * either; the header would only add 25 bytes to every page's first round trip.
 */
export function securityHeaders(options: HeaderOptions): Record<string, string> {
  return {
    "Content-Security-Policy": contentSecurityPolicy(options),
    "Strict-Transport-Security": "max-age=63072000; includeSubDomains; preload",
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "Cross-Origin-Opener-Policy": "same-origin",
    "Permissions-Policy":
      "accelerometer=(), autoplay=(), camera=(), display-capture=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), midi=(), payment=(), usb=(), xr-spatial-tracking=()",
    // A preview deployed by mistake never reaches a search index (src/config/build-mode.ts).
    ...(options.preview ? { "X-Robots-Tag": "noindex" } : {}),
  };
}
