/**
 * The two test commands (README, "Pruebas"), each step run even after one fails, then a summary:
 *
 *   npm test          the inner loop: lint, types, unit tests, the build and the Chromium smoke
 *                     set (the specs' tests tagged @smoke: each route, the mobile menu, the
 *                     islands, the budgets, axe on every page). Installs nothing.
 *   npm run test:ci   the full suite, what CI runs (.ci/run): the same checks, the measuring
 *                     tools' types, every Chromium spec, each server's specs, the builds and the
 *                     dev server, Firefox and WebKit, the registry's Chromium and a second company.
 *
 * Each thing is proved once: the server specs per server (tests/e2e/suites.ts), not per company;
 * the second company runs the specs that read the company's data. Playwright projects run one at
 * a time, so page specs never share the machine with a build or a slowloris attack.
 */
import { installHint, missing, type EngineName } from "../tests/engines/availability.ts";
import { localChromium } from "./chromium/find-chromium.ts";
import { nginxMissing } from "./nginx-site.ts";
import { runSteps, type Step } from "./test-runner.ts";

const BUILD = "build";
const playwright = (args: string) => `npx playwright test ${args}`;

const CHECKS: Step[] = [
  { name: "lint", command: "npm run lint" },
  { name: "types", command: "npm run typecheck" },
];
const UNIT_AND_BUILD: Step[] = [
  { name: "unit tests", command: "npm run test:unit" },
  { name: BUILD, command: "npm run build" },
];

function engine(name: EngineName, label: string): Step {
  return {
    name: label,
    command: `node scripts/test-engines.ts ${name}`,
    needs: [BUILD],
    unavailable: () => {
      const why = missing(name);
      return why && `${why} (${installHint([name])})`;
    },
  };
}

const INNER_LOOP: Step[] = [
  ...CHECKS,
  ...UNIT_AND_BUILD,
  {
    name: "Chromium smoke set",
    command: "npm run test:smoke",
    needs: [BUILD],
  },
];

const FULL_SUITE: Step[] = [
  ...CHECKS,
  {
    name: "measuring tools' types",
    command: "npm run typecheck:tools",
  },
  ...UNIT_AND_BUILD,
  { name: "Chromium, every page spec", command: playwright("--project=chromium"), needs: [BUILD] },
  { name: "npm start's server", command: playwright("--project=node"), needs: [BUILD] },
  {
    name: "nginx",
    command: playwright("--project=nginx"),
    needs: [BUILD],
    unavailable: nginxMissing,
  },
  { name: "builds and dev server", command: playwright("--project=tooling"), needs: [BUILD] },
  engine("firefox", "Firefox"),
  engine("webkit", "WebKit"),
  {
    name: "the registry's Chromium",
    command: playwright("--project=chromium tests/e2e/routes.spec.ts"),
    env: { CHROMIUM_SOURCE: "registry" },
    needs: [BUILD],
    unavailable: () =>
      localChromium() ? undefined : "the Chromium steps above ran it already, the only one here",
  },
  // Last: it leaves build/ holding the second company's site.
  { name: "second company", command: "bash scripts/test-second-company.sh" },
];

if (process.argv[2] === "--ci") {
  runSteps("npm run test:ci", FULL_SUITE);
} else {
  runSteps(
    "npm test",
    INNER_LOOP,
    "The full suite (every spec, nginx, Firefox, WebKit, a second company): npm run test:ci",
  );
}
