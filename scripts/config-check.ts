/**
 * The first step of `npm run build` and `npm run build:release` (scripts/check-config.ts runs it):
 * checks the company's data before anything is built, and says everything in one report. Every
 * build refuses a wrong value (the company's files or a SITE_* variable), a proof file or a logo
 * that cannot be published. A release build also refuses unknown and retired variables, every
 * example value, every example proof entry and each legal text not recorded (site-release.ts,
 * release-proof.ts, legal-versions.ts), all listed in the same run, grouped, each line saying what
 * staff must do. A preview warns: about the variables, and, once the company's name or NIT is no
 * longer the example's, about every example value left, the list a release would refuse. While
 * any value or file is wrong the legal texts are not judged (they print the data, and the
 * example's stand in for the wrong values meanwhile): one line says they will be.
 * In-process (no process.exit): it returns the exit status and what to print.
 */
import { colombiaToday, isReleaseBuild, RELEASE_COMMAND } from "../src/config/build-mode.ts";
import { exampleValues } from "../src/config/company-data.ts";
import { COMPANY_DIR_ENV, companyDir, ownFile } from "../src/config/company-folder.ts";
import { logoSource } from "../src/config/company-logo.ts";
import { recordCommand } from "../src/config/legal-versions.ts";
import { recordIsOwn } from "../src/config/legal-versions-file.ts";
import { isDataError } from "../src/config/or-exit.ts";
import { proofReleaseProblems } from "../src/config/release-proof.ts";
import { releaseProblems } from "../src/config/site-release.ts";
import type { SiteConfig } from "../src/config/site-schema.ts";
import {
  checkCompanyData,
  count,
  errorGroups,
  LEGAL_LATER,
  report,
  schemaWarnings,
  type Group,
} from "./company-check.ts";
import { recordProblems } from "./legal-record-check.ts";
import { LEGAL_HEADING, legalProblems } from "./legal-versions.ts";
import { isRetired, unknownSiteVariables, unknownVariableLine } from "./site-variables.ts";

type Env = Record<string, string | undefined>;
export type CheckResult = { status: 0 | 1; output: string };

/** What a preview or a release warns about the company's mark without refusing it. */
function markWarnings(env: Env, given: boolean): string[] {
  const lines: string[] = [];
  if (!logoSource(env).own)
    lines.push(
      `  - ${ownFile("logo", env)}: falta; se usa la marca del ejemplo. Ponga ahí el logo de la empresa (docs/configuration.md, «Logo y color»)`,
    );
  if (!given)
    lines.push(
      `  - brandColor (SITE_BRAND_COLOR): falta; se usa el color del ejemplo, ${String(exampleValues().brandColor)}`,
    );
  return lines;
}

/** Whether the company's name or NIT is its own: from then on, a preview names every example left. */
function identityIsOwn(config: SiteConfig): boolean {
  const example = exampleValues();
  return config.companyName !== example.companyName || config.nit !== example.nit;
}

/**
 * The legal texts' problems, judged only on valid data (company-check.ts, LEGAL_LATER). `examples`:
 * whether example values are left, which change the texts once replaced.
 */
async function legalGroup(env: Env, config: SiteConfig, examples: boolean): Promise<Group> {
  const legal: Group = { heading: LEGAL_HEADING, lines: [] };
  if (!recordIsOwn(config.nit, env)) {
    legal.lines.push(
      `  - la Política de Privacidad y los Términos y Condiciones se publicarían con las fechas del registro de la empresa de ejemplo. Cuando los demás datos estén completos (un proveedor, su país o la razón social cambian el texto), registre los de la empresa y confirme en git lo que escribe: ${recordCommand(`--vigencia ${colombiaToday()}`, env[COMPANY_DIR_ENV])}`,
    );
  } else legal.lines.push(...(await legalProblems(env)));
  // The texts print the company's data: recorded before the examples are replaced, they change.
  if (legal.lines.length > 0 && examples)
    legal.heading = `${LEGAL_HEADING.slice(0, -1)}: regístrelos al final, con los datos de arriba ya completos (la razón social, un proveedor o su país cambian el texto):`;
  return legal;
}

/** Runs the first step for `env`. */
async function check(env: Env): Promise<CheckResult> {
  const release = isReleaseBuild(env);
  const dir = companyDir(env);
  const unknown = unknownSiteVariables(env);
  const variables: Group = {
    heading: "Variables de entorno SITE_*:",
    lines: unknown.map((name) => unknownVariableLine(name, env[name])),
  };
  const checked = checkCompanyData(env);
  const { data, config, proof } = checked;
  // A record of legal versions edited or deleted by hand is wrong whatever the mode.
  const record: Group = {
    heading: LEGAL_HEADING,
    lines: config ? recordProblems(config.nit, env) : [],
  };
  const errors = [...errorGroups(checked), record];
  const wrong = count(errors) > 0;
  // A file that cannot be read may well give the colour: nothing is said of it until it can.
  const colour = data.unreadable === true || data.given.has("brandColor");
  const mark: Group = { heading: "Marca:", lines: markWarnings(env, colour) };
  const editor: Group = { heading: "Editor:", lines: schemaWarnings(data, env) };
  const warnings = [mark, editor];

  if (!release) {
    if (wrong) return { status: 1, output: `\n${report(errors)}\n` };
    const notes: Group[] = [variables, editor];
    if (config && identityIsOwn(config)) {
      notes.push(
        {
          heading: `Valores de ejemplo que ${RELEASE_COMMAND} rechazaría (${dir}/company.json):`,
          lines: releaseProblems(config, data.given, dir, data.invalid),
        },
        { ...proof, lines: proofReleaseProblems(env) },
        mark,
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
    lines: config ? releaseProblems(config, data.given, dir, data.invalid) : [],
  };
  if (proof.lines.length === 0) proof.lines.push(...proofReleaseProblems(env));
  const legal =
    config && !wrong
      ? await legalGroup(env, config, company.lines.length > 0)
      : { heading: LEGAL_HEADING, lines: [] };
  const groups = [variables, checked.invalid, company, proof, checked.logo, record, legal];
  const total = count(groups);
  const notes = count(warnings) > 0 ? `Aviso (no impide publicar):\n${report(warnings)}\n` : "";
  if (total === 0) return { status: 0, output: notes };
  const typos = unknown.some((name) => !isRetired(name))
    ? " Una variable desconocida suele ser una errata: su valor no se usa."
    : "";
  const later = wrong ? `\n\n${LEGAL_LATER}` : "";
  const what = total === 1 ? "cosa que corregir" : "cosas que corregir";
  const lead = `Compilación de publicación (${RELEASE_COMMAND}): ${total} ${what} antes de publicar. Corríjalas todas y vuelva a ejecutar ${RELEASE_COMMAND}.${typos}`;
  return {
    status: 1,
    output: `\n${lead}\n\n${report(groups)}${later}\n${notes ? `\n${notes}` : ""}`,
  };
}

/**
 * Runs the first step for `env`. A wrong file or value met anywhere on the way (the folder named
 * by SITE_COMPANY_DIR, a record of versions that cannot be read) is reported like any other, never
 * as a stack trace.
 */
export async function runCheck(env: Env): Promise<CheckResult> {
  try {
    return await check(env);
  } catch (error) {
    if (!isDataError(error)) throw error;
    return { status: 1, output: `\n${error.message}\n` };
  }
}
