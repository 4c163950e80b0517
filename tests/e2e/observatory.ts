/**
 * The grading of Mozilla's HTTP Observatory (MDN's mdn-http-observatory, algorithm version 6:
 * src/grader/charts.js and src/analyzer/tests/), for the responses of this site: 100 points, each
 * test's modifier added, the bonuses counted only when the score without them is at least 90,
 * and A+ from 100. Each rule below is the Observatory's outcome for what this site can send; a
 * header it does not recognise scores as the Observatory's worst outcome for that test, so the
 * grade can only be too low, never too high.
 */
import type http from "node:http";

export type ScanInput = {
  /** The HTTPS response to / (the Observatory's "auto" response). */
  https: { headers: http.IncomingHttpHeaders; body: string };
  /** The plain-HTTP response to / and the host the site is served at. */
  http: { status: number; location?: string };
  host: string;
};

type Outcome = [test: string, modifier: number];
const MINIMUM_SCORE_FOR_EXTRA_CREDIT = 90;
const SIX_MONTHS_S = 15_768_000;

function directives(csp: string): Map<string, string[]> {
  return new Map(
    csp
      .split(";")
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name = "", ...sources]) => [name.toLowerCase(), sources]),
  );
}

function cspOutcome(header: string | undefined): Outcome {
  if (!header) return ["csp", -25];
  const csp = directives(header);
  const sources = (name: string) => csp.get(name) ?? csp.get("default-src") ?? [];
  const scripts = sources("script-src");
  const hashed = scripts.some((source) => /^'(sha(256|384|512)|nonce)-/.test(source));
  if (scripts.includes("'unsafe-inline'") && !hashed) return ["csp", -20];
  if (scripts.includes("'unsafe-eval'")) return ["csp", -10];
  const all = [...csp.values()].flat();
  if (all.some((source) => /^(http:|\*$|https:$)/.test(source))) return ["csp", -20];
  if (!csp.has("form-action")) return ["csp", 0];
  if (sources("style-src").some((source) => /'unsafe-inline'|^data:$/.test(source))) {
    return ["csp", 0];
  }
  return ["csp", csp.get("default-src")?.join(" ") === "'none'" ? 10 : 5];
}

export function observatoryScore({ https, http: plain, host }: ScanInput) {
  const header = (name: string) => https.headers[name]?.toString().trim().toLowerCase();
  const csp = https.headers["content-security-policy"]?.toString();
  const hsts = /max-age=(\d+)/.exec(header("strict-transport-security") ?? "")?.[1];
  const frameAncestors = csp ? directives(csp).has("frame-ancestors") : false;
  const scripts = [...https.body.matchAll(/<script\b[^>]*\ssrc="([^"]+)"/g)].map((m) => m[1]);
  const externalScripts = scripts.filter((src) => /^(https?:)?\/\//.test(src ?? ""));
  const redirect = plain.location ? new URL(plain.location) : undefined;
  const xfo = header("x-frame-options");
  const outcomes: Outcome[] = [
    cspOutcome(csp),
    ["cookies", https.headers["set-cookie"] ? -40 : 0],
    ["cors", header("access-control-allow-credentials") === "true" ? -50 : 0],
    [
      "redirection",
      plain.status >= 300 && plain.status < 400 && redirect?.protocol === "https:"
        ? redirect.host === host
          ? 0
          : -5
        : -20,
    ],
    [
      "referrer-policy",
      ["no-referrer", "same-origin", "strict-origin", "strict-origin-when-cross-origin"].includes(
        header("referrer-policy") ?? "",
      )
        ? 5
        : header("referrer-policy")
          ? -5
          : 0,
    ],
    ["hsts", hsts === undefined ? -20 : Number(hsts) >= SIX_MONTHS_S ? 0 : -10],
    ["sri", externalScripts.length > 0 ? -50 : 0],
    ["x-content-type-options", header("x-content-type-options") === "nosniff" ? 0 : -5],
    ["x-frame-options", frameAncestors || xfo === "deny" || xfo === "sameorigin" ? 5 : -20],
    [
      "cross-origin-resource-policy",
      /^same-(origin|site)$/.test(header("cross-origin-resource-policy") ?? "") ? 10 : 0,
    ],
    [
      "cross-origin-opener-policy",
      /^(same-origin|same-origin-allow-popups|noopener-allow-popups)$/.test(
        header("cross-origin-opener-policy") ?? "",
      )
        ? 10
        : 0,
    ],
    [
      "cross-origin-embedder-policy",
      /^(require-corp|credentialless)$/.test(header("cross-origin-embedder-policy") ?? "") ? 10 : 0,
    ],
  ];
  const uncurved = 100 + outcomes.reduce((sum, [, m]) => sum + Math.min(m, 0), 0);
  const withCredit = 100 + outcomes.reduce((sum, [, m]) => sum + m, 0);
  const score = uncurved >= MINIMUM_SCORE_FOR_EXTRA_CREDIT ? withCredit : uncurved;
  const grade = score >= 100 ? "A+" : score >= 90 ? "A" : score >= 85 ? "A-" : "below A-";
  return { score, grade, outcomes: Object.fromEntries(outcomes) };
}
