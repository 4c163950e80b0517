/**
 * The first step of `npm run build` and `npm run build:release` (scripts/check-config.ts runs it):
 * checks the company's data before anything is built, and says everything in one report. Every
 * build refuses a wrong value (the company's files or a SITE_* variable), a proof file or a logo
 * that cannot be published, and a record of legal versions edited or deleted by hand
 * (legal-record-check.ts). A release build also refuses unknown and retired variables, every
 * example value, every example proof entry and each legal text not recorded (site-release.ts,
 * release-proof.ts, legal-versions.ts), all listed in the same run, grouped, each line saying what
 * staff must do. A preview warns: about the variables, and, once the company's name or NIT is no
 * longer the example's, about every example value left, the list a release would refuse.
 * In-process (no process.exit): it returns the exit status and what to print.
 */
import { colombiaToday, isReleaseBuild, RELEASE_COMMAND } from "../src/config/build-mode.ts";
import { COMPANY_DIR_ENV, companyDir, sourceOf } from "../src/config/company-folder.ts";
import { invalidHeading } from "../src/config/company-data.ts";
import { recordCommand } from "../src/config/legal-versions.ts";
import { recordIsOwn } from "../src/config/legal-versions-file.ts";
import { logoSource, logoSvg } from "../src/config/company-logo.ts";
import { loadProof, proofSource } from "../src/config/proof-file.ts";
import { ProofFileError } from "../src/config/proof-schema.ts";
import { proofReleaseProblems } from "../src/config/release-proof.ts";
import { releaseProblems } from "../src/config/site-release.ts";
import { SiteConfigError } from "../src/config/site-schema.ts";
import {
  count,
  errorLines,
  identityIsOwn,
  markWarnings,
  readCompany,
  report,
  type CheckResult,
  type Env,
  type Group,
} from "./config-check-parts.ts";
import { recordProblems } from "./legal-record-check.ts";
import { LEGAL_HEADING, legalProblems } from "./legal-versions.ts";
import { logoProblems } from "./logo-check.ts";
import { isRetired, unknownSiteVariables, unknownVariableLine } from "./site-variables.ts";

export type { CheckResult };

/** Runs the first step for `env`. */
export async function runCheck(env: Env): Promise<CheckResult> {
  let release: boolean;
  let dir: string;
  try {
    release = isReleaseBuild(env);
    dir = companyDir(env);
  } catch (error) {
    if (error instanceof SiteConfigError) return { status: 1, output: `\n${error.message}\n` };
    throw error;
  }
  const unknown = unknownSiteVariables(env);
  const variables: Group = {
    heading: "Variables de entorno SITE_*:",
    lines: unknown.map((name) => unknownVariableLine(name, env[name])),
  };
  const { data, config, problems } = readCompany(env);
  const invalid: Group = {
    heading: invalidHeading(data ?? sourceOf("data", env)),
    lines: problems,
  };
  const proofFile = proofSource(env).file;
  const proof: Group = { heading: `Pruebas sociales (${proofFile}, docs/proof.md):`, lines: [] };
  try {
    loadProof(env);
  } catch (error) {
    if (!(error instanceof ProofFileError)) throw error;
    proof.lines.push(...errorLines(error));
  }
  const logo: Group = {
    heading: "Logo:",
    lines: logoProblems(logoSvg(env), logoSource(env).file),
  };
  const record: Group = {
    heading: LEGAL_HEADING,
    lines: config ? recordProblems(config.nit, env) : [],
  };
  const errors = [invalid, proof, logo, record];
  const brandGiven = data?.given.has("brandColor") ?? true;
  const warnings = [{ heading: "Marca:", lines: markWarnings(env, brandGiven) }];

  if (!release) {
    if (count(errors) > 0) return { status: 1, output: `\n${report(errors)}\n` };
    const notes: Group[] = [variables];
    if (config && data && identityIsOwn(config)) {
      notes.push(
        {
          heading: `Valores de ejemplo que ${RELEASE_COMMAND} rechazaría (${dir}/company.json):`,
          lines: releaseProblems(config, data.given, dir, data.invalid),
        },
        { ...proof, lines: proofReleaseProblems(env) },
        ...warnings,
      );
    }
    if (count(notes) === 0) return { status: 0, output: "" };
    return {
      status: 0,
      output: `Aviso: esta compilación es una vista previa.\n${report(notes)}\n`,
    };
  }

  const company: Group = {
    heading: `Datos de la empresa (${dir}/company.json, o la variable SITE_* que se indica):`,
    lines: config && data ? releaseProblems(config, data.given, dir, data.invalid) : [],
  };
  // The legal texts are rendered from the company's data and from pages that read the proof, and
  // compared with a record that must be whole.
  const legible = config !== undefined && proof.lines.length === 0 && record.lines.length === 0;
  if (proof.lines.length === 0) proof.lines.push(...proofReleaseProblems(env));
  const legal: Group = { heading: LEGAL_HEADING, lines: [...record.lines] };
  if (config && !recordIsOwn(config.nit, env)) {
    legal.lines.push(
      `  - la Política de Privacidad y los Términos y Condiciones se publicarían con las fechas del registro de la empresa de ejemplo. Cuando los demás datos estén completos (un proveedor, su país o la razón social cambian el texto), registre los de la empresa y confirme en git lo que escribe: ${recordCommand(`--vigencia ${colombiaToday()}`, env[COMPANY_DIR_ENV])}`,
    );
  } else if (legible) legal.lines.push(...(await legalProblems(env)));
  // The texts print the company's data: recorded before the data are right, they would change.
  if (legal.lines.length > 0 && count([invalid, company]) > 0)
    legal.heading = `${LEGAL_HEADING.slice(0, -1)}: regístrelos al final, con los datos de arriba ya corregidos (la razón social, un proveedor o su país cambian el texto):`;
  const groups = [variables, invalid, company, proof, logo, legal];
  const total = count(groups);
  const notes = count(warnings) > 0 ? `Aviso (no impide publicar):\n${report(warnings)}\n` : "";
  if (total === 0) return { status: 0, output: notes };
  const typos = unknown.some((name) => !isRetired(name))
    ? " Una variable desconocida suele ser una errata: su valor no se usa."
    : "";
  const later = legible
    ? ""
    : "\n\nLos textos legales se comparan con su registro cuando los datos de la empresa, las pruebas sociales y el registro sean válidos.";
  const what = total === 1 ? "cosa que corregir" : "cosas que corregir";
  const lead = `Compilación de publicación (${RELEASE_COMMAND}): ${total} ${what} antes de publicar. Corríjalas todas y vuelva a ejecutar ${RELEASE_COMMAND}.${typos}`;
  return {
    status: 1,
    output: `\n${lead}\n\n${report(groups)}${later}\n${notes ? `\n${notes}` : ""}`,
  };
}
