/**
 * Security and caching headers: the one source for the Node server (scripts/serve.ts), the
 * managed-host `_headers` file and the nginx configuration, all written at build time from the
 * built pages (see scripts/deploy-configs.ts).
 */
import { createHash } from "node:crypto";

/** Hosts the Google tag needs; allowed only when a measurement ID is configured. */
const GOOGLE_TAG = {
  script: ["https://www.googletagmanager.com"],
  connect: [
    "https://www.google-analytics.com",
    "https://*.google-analytics.com",
    "https://*.analytics.google.com",
    "https://www.googletagmanager.com",
    "https://www.google.com",
  ],
  img: [
    "https://www.googletagmanager.com",
    "https://*.google-analytics.com",
    "https://www.google.com",
    "https://googleads.g.doubleclick.net",
  ],
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
  /** Whether a Google tag is configured (its hosts are then allowed). */
  analytics: boolean;
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

export function contentSecurityPolicy({ scriptHashes, analytics }: HeaderOptions): string {
  const extra = (hosts: string[]) => (analytics ? hosts : []);
  const directives: Record<string, string[]> = {
    "default-src": ["'self'"],
    "script-src": ["'self'", ...scriptHashes, ...extra(GOOGLE_TAG.script)],
    // React writes style attributes (e.g. the reveal delay); no inline <style> elements ship.
    "style-src": ["'self'", "'unsafe-inline'"],
    "img-src": ["'self'", "data:", ...extra(GOOGLE_TAG.img)],
    "font-src": ["'self'"],
    "connect-src": ["'self'", ...extra(GOOGLE_TAG.connect)],
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

/** Headers for every response. */
export function securityHeaders(options: HeaderOptions): Record<string, string> {
  return {
    "Content-Security-Policy": contentSecurityPolicy(options),
    "Strict-Transport-Security": "max-age=63072000; includeSubDomains; preload",
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "Cross-Origin-Opener-Policy": "same-origin",
    "Permissions-Policy":
      "accelerometer=(), autoplay=(), camera=(), display-capture=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), midi=(), payment=(), usb=(), xr-spatial-tracking=()",
    "X-Frame-Options": "DENY",
  };
}
