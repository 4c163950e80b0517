/**
 * What every command checks first in the company's data: the values of company.json and the
 * SITE_* variables, the proof file and the logo, each problem one line of a group naming its file.
 * The build's first step (config-check.ts) reports these groups; `npm run legal:version` refuses
 * to record while any is wrong, since the legal texts print the company's data (a wrong value is
 * replaced by the example's meanwhile, which would be recorded as the company's text).
 */
import { existsSync } from "node:fs";
import path from "node:path";
import { invalidHeading, resolveCompany, type CompanyData } from "../src/config/company-data.ts";
import {
  COMPANY_FILES,
  CompanyFolderError,
  ownFile,
  readJson,
} from "../src/config/company-folder.ts";
import { caseStudyProblems } from "../src/config/company-lists.ts";
import { logoSource, logoSvg } from "../src/config/company-logo.ts";
import { loadProof, proofSource } from "../src/config/proof-file.ts";
import { ProofFileError } from "../src/config/proof-schema.ts";
import { orExit } from "../src/config/or-exit.ts";
import { SiteConfigError, type SiteConfig } from "../src/config/site-schema.ts";
import { logoProblems } from "./logo-check.ts";
import { reservedNames, warnUnknownVariables } from "./site-config.ts";

type Env = Record<string, string | undefined>;
export type Group = { heading: string; lines: string[] };

/** The groups that have lines, each under its heading. */
export const report = (groups: Group[]) =>
  groups
    .filter((group) => group.lines.length > 0)
    .map((group) => `${group.heading}\n${group.lines.join("\n")}`)
    .join("\n\n");

export const count = (groups: Group[]) =>
  groups.reduce((sum, group) => sum + group.lines.length, 0);

export type CompanyCheck = {
  data: CompanyData;
  /** There whenever the values validate with the example's in place of the wrong ones. */
  config?: SiteConfig;
  /** Wrong values of company.json or a variable. */
  invalid: Group;
  /** A proof file that is not JSON or breaks its schema. */
  proof: Group;
  logo: Group;
};

/** The company data's wrong values and files for `env` (see above). */
export function checkCompanyData(env: Env): CompanyCheck {
  const { data, config, problems } = resolveCompany(env, reservedNames());
  const invalid: Group = { heading: invalidHeading(data), lines: problems };
  const proof: Group = {
    heading: `Pruebas sociales (${proofSource(env).file}, docs/proof.md):`,
    lines: [],
  };
  try {
    const loaded = loadProof(env);
    // A case of the company's file backs a solution type the page lists: one the company says it
    // delivered. (The example's cases, while it has no file, show under the types it lists.)
    if (config && proofSource(env).own)
      proof.lines.push(...caseStudyProblems(loaded.caseStudies, config.solutions));
  } catch (error) {
    if (!(error instanceof ProofFileError)) throw error;
    proof.lines.push(...error.message.split("\n").slice(1));
    if (proof.lines.length === 0) proof.lines.push(`  - ${error.message}`);
  }
  const logo: Group = { heading: "Logo:", lines: [] };
  try {
    logo.lines.push(...logoProblems(logoSvg(env), logoSource(env).file));
  } catch (error) {
    // A logo that cannot be read as UTF-8 text is one more line of the report.
    if (!(error instanceof CompanyFolderError)) throw error;
    logo.lines.push(`  - ${error.message}`);
  }
  return { data, ...(config ? { config } : {}), invalid, proof, logo };
}

/**
 * Where the folder has the schema beside company.json (company/ does), the file's "$schema" must
 * point at it, or the editor neither checks nor completes what staff type: a copy of the example's
 * company.json points to the example's folder's way up. A warning, one line or none: the build
 * does not need it.
 */
export function schemaWarnings(data: CompanyData, env: Env): string[] {
  const file = ownFile("data", env);
  const schema = path.resolve(ownFile("schema", env));
  if (data.unreadable || data.file !== file || !existsSync(schema)) return [];
  const given = (readJson(file, "company.json") as { $schema?: unknown }).$schema;
  if (typeof given === "string" && path.resolve(path.dirname(file), given) === schema) return [];
  const what = given === undefined ? "falta" : `= ${JSON.stringify(given)} no lleva al esquema`;
  return [
    `  - ${file}: "$schema" ${what}; así su editor no revisa ni completa el archivo. Ponga en su primera línea "$schema": "./${COMPANY_FILES.schema}"`,
  ];
}

/** The groups of a check that stop every build. */
export const errorGroups = (check: CompanyCheck) => [check.invalid, check.proof, check.logo];

/**
 * Said once, in place of any judgement of the legal texts, while a value or a file is wrong: the
 * texts print the company's data, so until they are right any verdict would be about other words.
 */
export const LEGAL_LATER =
  "Los textos legales se comprueban cuando los datos de la empresa sean válidos (imprimen la razón social, los proveedores, el horario…): corrija lo de arriba y vuelva a ejecutar la orden; si entonces falta registrar una versión, se lo dirá con el comando que la registra.";

/**
 * The validated configuration for `env`, or else every wrong value and file printed as one list,
 * without a stack trace, and exit 1: how astro.config.ts (`astro build`, the dev server)
 * begins. Unless `quiet` (a build's first step has said it), a preview also warns about
 * unknown SITE_* variables.
 */
export function companyConfigOrExit(env: Env = process.env, quiet = false): SiteConfig {
  const checked = orExit(() => {
    if (!quiet) warnUnknownVariables(env);
    return checkCompanyData(env);
  }, SiteConfigError);
  const errors = errorGroups(checked);
  if (checked.config && count(errors) === 0) return checked.config;
  console.error(`\n${report(errors)}\n`);
  process.exit(1);
}
