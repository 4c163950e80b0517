/**
 * The build's first step (scripts/check-config.ts) run as its own process, the way `npm run build`
 * and `npm run build:release` run it, for the refusal tests. The base is a complete second company
 * (tests/fixtures/second-company.env), so each case changes one thing and a release build has
 * nothing else to refuse.
 */
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const fixture = readFileSync(path.join(root, "tests/fixtures/second-company.env"), "utf8");

export const company: Readonly<Record<string, string>> = Object.fromEntries(
  [...fixture.matchAll(/^(SITE_\w+)="(.*)"$/gm)].map(([, name, value]) => [name, value]),
);

const withoutSite = Object.fromEntries(
  Object.entries(process.env).filter(([name]) => !name.startsWith("SITE_")),
);

/** A release build; the legal texts' dates are their record's (src/content/legal/versions/). */
export const release = { SITE_RELEASE: "1" };

/**
 * Runs the configuration check with the company plus `env`, less the variables in `unset` (a
 * company that forgot them); its exit status and output.
 */
export function check(env: Record<string, string>, unset: readonly string[] = []) {
  const kept = Object.entries({ ...company, ...env }).filter(([name]) => !unset.includes(name));
  const run = spawnSync(process.execPath, ["scripts/check-config.ts"], {
    cwd: root,
    env: { ...withoutSite, ...Object.fromEntries(kept) },
    encoding: "utf8",
  });
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}
