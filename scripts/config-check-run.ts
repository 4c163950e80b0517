/**
 * The build's first step (scripts/config-check.ts) for the refusal tests, run in-process with the
 * environment a case gives: the same status and message `npm run build` would print, without a
 * process per case. `checkAsCommand` runs the real command, for the few tests that prove it
 * prints the message without a stack trace and exits 1. The base is a complete second company
 * (tests/fixtures/second-company/), so each case changes one thing and a release build has
 * nothing else to refuse.
 */
import { spawnSync } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { runCheck } from "./config-check.ts";

const root = path.resolve(import.meta.dirname, "..");
export const COMPANY_DIR = "tests/fixtures/second-company";

/** The second company's data, as its company.json holds them. */
export const company = JSON.parse(
  readFileSync(path.join(root, COMPANY_DIR, "company.json"), "utf8"),
) as Record<string, unknown>;

const withoutSite = Object.fromEntries(
  Object.entries(process.env).filter(([name]) => !name.startsWith("SITE_")),
);

/** A release build. */
export const release = { SITE_RELEASE: "1" };

/**
 * A copy of the second company's folder with `change` applied to its company.json (a company
 * that forgot a field, or wrote one wrong), in a temporary directory.
 */
export function companyFolder(change: (data: Record<string, unknown>) => void): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), "company-"));
  cpSync(path.join(root, COMPANY_DIR), dir, { recursive: true });
  const data = structuredClone(company);
  change(data);
  writeFileSync(path.join(dir, "company.json"), JSON.stringify(data));
  return dir;
}

/** The second company's folder with `names` (proof.json, logo.svg…) removed. */
export function folderWithout(...names: string[]): Record<string, string> {
  const dir = companyFolder(() => {});
  for (const name of names) rmSync(path.join(dir, name), { recursive: true, force: true });
  return { SITE_COMPANY_DIR: dir };
}

/**
 * The second company's folder with its file `name` replaced by `text` (or bytes): the folder and
 * the file.
 */
export function folderWith(
  name: string,
  text: string | Uint8Array,
): { env: Record<string, string>; file: string } {
  const env = folderWithout();
  const file = path.join(env.SITE_COMPANY_DIR ?? "", name);
  writeFileSync(file, text);
  return { env, file };
}

/** The second company's file `name`, as committed. */
export const committed = (name: string) => readFileSync(path.join(root, COMPANY_DIR, name), "utf8");

/** `fields` (dotted paths of company.json) left out of the second company's file. */
export function without(...fields: string[]): Record<string, string> {
  return {
    SITE_COMPANY_DIR: companyFolder((data) => {
      for (const field of fields) {
        const keys = field.split(".");
        const parent = keys
          .slice(0, -1)
          .reduce<Record<string, unknown>>(
            (node, key) => node[key] as Record<string, unknown>,
            data,
          );
        Reflect.deleteProperty(parent, keys.at(-1) ?? "");
      }
    }),
  };
}

const environment = (env: Record<string, string>) => ({
  ...withoutSite,
  SITE_COMPANY_DIR: COMPANY_DIR,
  ...env,
});

/** Runs the first step, in-process, with the company plus `env`: its exit status and output. */
export async function check(env: Record<string, string> = {}) {
  return runCheck(environment(env));
}

/** The same, as its own process, the way `npm run build` runs it. */
export function checkAsCommand(env: Record<string, string> = {}) {
  const run = spawnSync(process.execPath, ["scripts/check-config.ts"], {
    cwd: root,
    env: environment(env),
    encoding: "utf8",
  });
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}
