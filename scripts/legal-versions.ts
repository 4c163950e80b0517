/**
 * The build's check of the legal versions (src/config/legal-versions.ts): astro.config.ts calls
 * it before Astro renders the pages. The texts are rendered through Vite's module runner, as the
 * pages will be. A release build (SITE_RELEASE=1) stops, with every problem and the command that
 * records the new version, while a text differs from its latest recorded version; a normal build
 * only warns. An unchanged text passes on any day.
 */
import path from "node:path";
import { runnerImport } from "vite";
import {
  LegalVersionError,
  versionProblems,
  type LegalRecord,
  type TextState,
} from "../src/config/legal-versions.ts";
import { colombiaToday, isReleaseBuild } from "../src/config/site-release.ts";
import { ROOT } from "./build-paths.ts";

type Documents = typeof import("../src/content/legal/documents.ts");

/** The documents module as the pages see it; a broken record prints its message and exits 1. */
export async function loadLegalDocuments(): Promise<Documents> {
  try {
    const { module } = await runnerImport<Documents>("/src/content/legal/documents.ts", {
      // Only the `~` alias of astro.config.ts, which this runs inside of.
      resolve: { alias: { "~": path.join(ROOT, "src") } },
      configFile: false,
      logLevel: "warn",
    });
    return module;
  } catch (error) {
    if (!(error instanceof Error) || error.name !== LegalVersionError.name) throw error;
    console.error(`\n${error.message}\n`);
    process.exit(1);
  }
}

/** The report of `problems`, or undefined when every text is recorded as it stands. */
export function versionReport(
  record: LegalRecord,
  states: TextState[],
  today: string,
): string | undefined {
  const problems = versionProblems(record, states, today);
  if (problems.length === 0) return undefined;
  return `Textos legales sin versión registrada (docs/decisions/0014-legal-versions.md). Ejecute el comando con las mismas variables SITE_* de esta compilación y confirme en git los archivos que escribe:\n${problems.join("\n")}`;
}

/**
 * While the newest policy is not yet in force, the Google products this build configures must be
 * described by the one in force today, or they would run before the policy that announces them
 * (Decreto 1377 de 2013, arts. 5 and 13).
 */
function googleReport(documents: Documents, today: string): string | undefined {
  const gap = documents.googleBeforeItsPolicy();
  if (!gap) return undefined;
  return `la Política de Privacidad que rige hoy (versión del ${gap.inForce}) no nombra ${gap.cookies.join(", ")}, de los productos de Google que esta compilación configura (SITE_GA_MEASUREMENT_ID, SITE_ADS_CONVERSION_ID): funcionarían antes de que rija la versión que los describe. Registre esa versión para que rija hoy (./node_modules/.bin/node scripts/legal-version.ts --documento privacy-policy --vigencia ${today}), o publique sin esos productos hasta que rija.`;
}

/** Checks the texts against the record (see above). */
export async function checkLegalVersionsOrExit(
  env: Record<string, string | undefined> = process.env,
): Promise<void> {
  const documents = await loadLegalDocuments();
  const today = colombiaToday();
  const google = googleReport(documents, today);
  if (google && isReleaseBuild(env)) {
    console.error(`\nCompilación de publicación (SITE_RELEASE=1): ${google}\n`);
    process.exit(1);
  }
  if (google) console.warn(`Aviso (un error en SITE_RELEASE=1): ${google}`);
  const report = versionReport(documents.legalRecord, documents.legalTextStates(), today);
  if (report && isReleaseBuild(env)) {
    console.error(`\nCompilación de publicación (SITE_RELEASE=1): ${report}\n`);
    process.exit(1);
  }
  if (report) console.warn(`Aviso (un error en SITE_RELEASE=1): ${report}`);
}
