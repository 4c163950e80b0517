/**
 * The build's check of the legal versions (src/config/legal-versions.ts). The texts are rendered
 * through Vite's module runner, as the pages will be, from the company data of the environment
 * given. A release build lists every problem in its first step (scripts/config-check.ts), with the
 * command that records the new version; a normal build only warns (astro.config.ts). An unchanged
 * text passes on any day.
 */
import path from "node:path";
import { runnerImport } from "vite";
import { colombiaToday, isReleaseBuild, RELEASE_COMMAND } from "../src/config/build-mode.ts";
import { COMPANY_DIR_ENV } from "../src/config/company-folder.ts";
import { recordCommand, versionProblems } from "../src/config/legal-versions.ts";
import { isDataError } from "../src/config/or-exit.ts";
import { ROOT } from "./build-paths.ts";
import { recordProblems } from "./legal-record-check.ts";

type Documents = typeof import("../src/content/legal/documents.ts");
type Env = Record<string, string | undefined>;

/**
 * Runs `read` on the documents module as the pages see it, built from `env`'s company data (the
 * configuration modules read the environment when they load, so it is `env` while they do).
 */
async function withLegalDocuments<T>(env: Env, read: (documents: Documents) => T): Promise<T> {
  const saved = process.env;
  process.env = { ...env };
  try {
    const { module } = await runnerImport<Documents>("/src/content/legal/documents.ts", {
      // Only the `~` alias of astro.config.ts, which this runs inside of.
      resolve: { alias: { "~": path.join(ROOT, "src") } },
      configFile: false,
      logLevel: "warn",
    });
    return read(module);
  } finally {
    process.env = saved;
  }
}

/**
 * While the newest policy is not yet in force, the Google products this build configures must be
 * described by the one in force today, or they would run before the policy that announces them
 * (Decreto 1377 de 2013, arts. 5 and 13).
 */
function googleProblem(documents: Documents, today: string, env: Env): string | undefined {
  const gap = documents.googleBeforeItsPolicy();
  if (!gap) return undefined;
  const command = recordCommand(
    `--documento privacy-policy --vigencia ${today}`,
    env[COMPANY_DIR_ENV],
  );
  return `  - Política de Privacidad (/privacy-policy): la versión que rige hoy (del ${gap.inForce}) no nombra ${gap.cookies.join(", ")}, de los productos de Google que esta compilación configura (gaMeasurementId, adsConversionId): funcionarían antes de que rija la versión que los describe. Registre esa versión para que rija hoy (${command}), o publique sin esos productos hasta que rija.`;
}

/** Every problem of the legal texts against their record, one line each (none: ready). */
export async function legalProblems(env: Env = process.env): Promise<string[]> {
  const today = colombiaToday();
  try {
    return await withLegalDocuments(env, (documents) => {
      const google = googleProblem(documents, today, env);
      const states = documents.legalTextStates();
      const versions = versionProblems(documents.legalRecord, states, today, env[COMPANY_DIR_ENV]);
      return [...(google ? [google] : []), ...versions];
    });
  } catch (error) {
    if (!isDataError(error)) throw error;
    return [`  - ${error.message.replaceAll("\n", "\n    ")}`];
  }
}

/** The heading of the legal texts' problems. */
export const LEGAL_HEADING = "Textos legales (docs/decisions/0014-legal-versions.md):";

/**
 * The dev server's and a direct `astro build`'s check: a record not as the command wrote it stops
 * both (legal-record-check.ts); otherwise a release stops on any problem, a preview warns (a build
 * through npm run build or build:release has checked already: config-check.ts).
 */
export async function checkLegalVersionsOrExit(
  env: Env = process.env,
  nit?: string,
): Promise<void> {
  const broken = nit ? recordProblems(nit, env) : [];
  if (broken.length > 0) {
    console.error(`\n${LEGAL_HEADING}\n${broken.join("\n")}\n`);
    process.exit(1);
  }
  const problems = await legalProblems(env);
  if (problems.length === 0) return;
  const report = `${LEGAL_HEADING}\n${problems.join("\n")}`;
  if (isReleaseBuild(env)) {
    console.error(`\nCompilación de publicación (${RELEASE_COMMAND}): ${report}\n`);
    process.exit(1);
  }
  console.warn(`Aviso (un error en ${RELEASE_COMMAND}): ${report}`);
}

/** The documents module for the command that records a version; a broken record exits 1. */
export async function loadLegalDocuments(): Promise<Documents> {
  try {
    return await withLegalDocuments(process.env, (documents) => documents);
  } catch (error) {
    if (!isDataError(error)) throw error;
    console.error(`\n${error.message}\n`);
    process.exit(1);
  }
}
