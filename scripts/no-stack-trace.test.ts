/**
 * Every command that reads the company's data ends a wrong file in its listed message and exit 1,
 * never a stack trace: `npm run build`, `npm run build:release`, `npm start`, `npm run dev` and
 * `npm run legal:version`, each run as staff run it, on a copy of the second company's folder
 * with one file broken. (The messages themselves are tested in-process: wrong-files.test.ts.)
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { colombiaToday } from "../src/config/build-mode.ts";
import { folderWithout } from "./config-check-run.ts";
import { generationsDir, ROOT } from "./build-paths.ts";

const STACK_FRAME = /^\s+at /m;
/** The dev server's port in the suite (a dev server that starts at all would take it). */
const DEV_PORT = process.env.DEV_E2E_PORT ?? "4598";
const withoutSite = Object.fromEntries(
  Object.entries(process.env).filter(([name]) => !name.startsWith("SITE_")),
);

/** A copy of the second company's folder with `edit` applied to the text of `file`. */
function broken(file: string, edit: (text: string) => string): string {
  const { SITE_COMPANY_DIR: dir = "" } = folderWithout();
  const target = path.join(dir, file);
  writeFileSync(target, edit(readFileSync(target, "utf8")));
  return dir;
}

const trailingComma = () =>
  broken("company.json", (text) => text.replace(/("companyName":\s*"[^"]*",)/, "$1,"));
const proofTypo = () => broken("proof.json", (text) => text.replace('"references"', '"refernces"'));
const proofNotJson = () => broken("proof.json", (text) => text.replace("[", "[,"));

/** Runs `npm <args>` with the company folder `dir`, beside the suite's build and servers. */
function npm(args: string[], dir: string) {
  // Its own build link, so a build (that fails) never touches the suite's.
  const link = path.join(mkdtempSync(path.join(os.tmpdir(), "no-stack-")), "build");
  const run = spawnSync("npm", args, {
    cwd: ROOT,
    env: { ...withoutSite, SITE_COMPANY_DIR: dir, BUILD_LINK: link, PORT: DEV_PORT },
    encoding: "utf8",
    timeout: 120_000,
  });
  rmSync(generationsDir(link), { recursive: true, force: true });
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}

describe("a broken company file, in every command", () => {
  it.each<[string, string[], () => string, string]>([
    ["npm run build", ["run", "build"], trailingComma, "company.json: no es JSON válido (línea"],
    ["npm run build:release", ["run", "build:release"], proofTypo, "campo desconocido: refernces"],
    ["npm start", ["start"], proofNotJson, "proof.json: no es JSON válido"],
    ["npm run dev", ["run", "dev"], trailingComma, "company.json: no es JSON válido (línea"],
    [
      "npm run legal:version",
      ["run", "legal:version", "--", "--vigencia", colombiaToday()],
      proofTypo,
      "campo desconocido: refernces",
    ],
  ])(
    "%s: the listed message, exit 1",
    (_, args, folder, message) => {
      const { status, output } = npm(args, folder());
      expect(output).toContain(message);
      expect(output).not.toMatch(STACK_FRAME);
      expect(status).toBe(1);
    },
    150_000,
  );
});
