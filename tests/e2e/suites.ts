/**
 * Which spec runs where, in one place (playwright.config.ts and scripts/test-second-company.sh
 * read it), so each thing is proved once:
 *
 * - SERVER_SPECS: what a server of the site must do, against `npm start`'s server (the node
 *   project) and against nginx (the nginx project). The answers follow from the build's files,
 *   whoever's they are, so they do not run again for a second company.
 * - TOOLING_SPECS: builds swapped under a running server, nginx deploys, npm start's modes, the
 *   dev server: each starts builds or
 *   servers of its own, heavy work that runs apart from the page specs (the tooling project), once.
 * - Every other spec checks the pages in Chromium (the chromium project). Those that read the
 *   company's data (its names, contacts, legal identity, figures, proof, the lab's route, directly
 *   or through tests/shared/expectations.ts) run again for the second company: all of them but
 *   those listed in COMPANY_INDEPENDENT, each with what it reads instead. A new page spec runs for
 *   the second company until it is listed there.
 *
 * The inner loop's smoke set (npm test) is tagged `@smoke` in the specs themselves.
 *
 *   ./node_modules/.bin/node tests/e2e/suites.ts company    the second company's spec paths
 */
import { readdirSync } from "node:fs";
import path from "node:path";

const SPEC_DIR = import.meta.dirname;

/** Per server: Node's (npm start) and nginx's; signals only Node's, TLS only nginx's. */
export const NODE_SERVER_SPECS = [
  "server-contract",
  "server-fuzz",
  "server-slowloris",
  "server-signals",
];
export const NGINX_SPECS = ["server-contract", "server-fuzz", "server-slowloris", "server-tls"];
export const SERVER_SPECS = [...new Set([...NODE_SERVER_SPECS, ...NGINX_SPECS])];

export const TOOLING_SPECS = [
  "build-swap",
  "dev-server",
  "nginx-deploy",
  "nginx-deploy-races",
  "start-mode",
];

/** Page specs that read nothing of the company's: what each reads instead. */
export const COMPANY_INDEPENDENT: Record<string, string> = {
  anchors: "the home sections' ids and the header's clearance",
  "consent-products": "the Google products each consent answer allows",
  "css-prefixes": "the stylesheet's rules",
  "first-style": "the stylesheet's first application",
  "hero-terminal-fit": "the hero terminal's lines",
  "menu-fallback": "the specification's navigation labels",
  "menu-section-focus": "the specification's navigation labels and the section ids",
  "mobile-menu-keyboard": "the specification's navigation labels",
  "pause-controls": "the hero terminal's and the dashboard's animations",
  "technology-carousel": "the technologies and the carousel's motion",
  "technology-carousel-row": "the carousel's slides and the spec's breakpoint table",
  "web-vitals": "the analytics events sent after consent",
};

/** A Playwright testMatch for these specs (names are plain words and hyphens). */
export function matching(names: readonly string[]): RegExp {
  return new RegExp(`/(${names.join("|")})\\.spec\\.ts$`);
}

/** The page specs, read from the folder (names without .spec.ts). */
function pageSpecs(): string[] {
  const outside = new Set([...SERVER_SPECS, ...TOOLING_SPECS]);
  return readdirSync(SPEC_DIR)
    .filter((file) => file.endsWith(".spec.ts"))
    .map((file) => file.slice(0, -".spec.ts".length))
    .filter((name) => !outside.has(name))
    .sort();
}

/** The page specs the second company runs: all but the company-independent ones. */
export function companySpecs(): string[] {
  const unknown = Object.keys(COMPANY_INDEPENDENT).filter((name) => !pageSpecs().includes(name));
  if (unknown.length) {
    throw new Error(`tests/e2e/suites.ts names specs that do not exist: ${unknown.join(", ")}`);
  }
  return pageSpecs().filter((name) => !(name in COMPANY_INDEPENDENT));
}

if (import.meta.main) {
  if (process.argv[2] !== "company") {
    console.error("Usage: ./node_modules/.bin/node tests/e2e/suites.ts company");
    process.exit(2);
  }
  const root = path.resolve(SPEC_DIR, "../..");
  for (const name of companySpecs()) {
    console.log(path.relative(root, path.join(SPEC_DIR, `${name}.spec.ts`)));
  }
}
