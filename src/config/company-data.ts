/**
 * The company's data as a build resolves it: the example company's company.json, under it the
 * company folder's (company-folder.ts), under that the SITE_* variables a hosting platform sets.
 * Remembers which fields the company gave (its folder or a variable): a release build refuses
 * every other one (site-release.ts). A wrong value in the file is reported with its place in the
 * file, and the example's stands in for it, so one run lists every problem.
 */
import { COMPANY_FIELDS, withEnvOverrides, type CompanyField } from "./company-fields.ts";
import { companyFileSchema, valuesOf } from "./company-file.ts";
import { fileIssues } from "./company-file-issues.ts";
import {
  COMPANY_FILES,
  CompanyFolderError,
  EXAMPLE_DIR,
  readJson,
  sourceOf,
} from "./company-folder.ts";
import {
  checkSiteConfig,
  INVALID_HEADING,
  SiteConfigError,
  type SiteConfig,
} from "./site-schema.ts";

type Env = Record<string, string | undefined>;

export type CompanyData = {
  /** The configuration's input: every field, the company's where it gave one. */
  values: Record<string, unknown>;
  /** The fields the company folder or a variable gave. */
  given: ReadonlySet<CompanyField>;
  /** What is wrong in the company's company.json, one report line each. */
  fileProblems: string[];
  /** The fields whose value in the file is wrong (the example's stands in meanwhile). */
  invalid: ReadonlySet<CompanyField>;
  /** The file the company's data was read from (the example's when the folder has none). */
  file: string;
  /** The file is not JSON: nothing in it can be read, so nothing is resolved from it. */
  unreadable?: true;
};

const WHAT = "el archivo de datos de la empresa (docs/configuration.md)";

let example: Record<CompanyField, unknown> | undefined;

/** The example company's fields, as the configuration holds them (read once). */
export function exampleValues(): Record<CompanyField, unknown> {
  const file = `${EXAMPLE_DIR}/${COMPANY_FILES.data}`;
  example ??= valuesOf(companyFileSchema.parse(readJson(file, WHAT))) as Record<
    CompanyField,
    unknown
  >;
  return example;
}

/** Reads the company's data for `env` (see above). */
export function readCompanyData(env: Env = process.env): CompanyData {
  const { file, own } = sourceOf("data", env);
  const example = exampleValues();
  if (!own) {
    const values = withEnvOverrides(example, env);
    return { values, given: givenByEnv(env), fileProblems: [], invalid: new Set(), file };
  }
  let data: unknown;
  try {
    data = readJson(file, WHAT);
  } catch (error) {
    if (!(error instanceof CompanyFolderError)) throw error;
    const values = withEnvOverrides(example, env);
    const lines = [`  - ${error.message}`];
    return {
      values,
      given: givenByEnv(env),
      fileProblems: lines,
      invalid: new Set(),
      file,
      unreadable: true,
    };
  }
  const result = companyFileSchema.safeParse(data);
  const { lines, wrong } = result.success
    ? { lines: [], wrong: new Set<CompanyField>() }
    : fileIssues(data, result.error.issues);
  const fromFile = valuesOf(data, wrong);
  const values = withEnvOverrides({ ...example, ...fromFile }, env);
  const given = new Set([...(Object.keys(fromFile) as CompanyField[]), ...givenByEnv(env)]);
  return { values, given, fileProblems: lines, invalid: wrong, file };
}

function givenByEnv(env: Env): Set<CompanyField> {
  return new Set(
    (Object.keys(COMPANY_FIELDS) as CompanyField[]).filter((field) => {
      const name = COMPANY_FIELDS[field][1];
      return name !== undefined && env[name] !== undefined;
    }),
  );
}

/**
 * The company's data for `env` and every problem of the file and the values (see above). `config`
 * is there whenever the values validate once the example's stand in for the file's wrong ones,
 * so a release check can still list everything else in the same run; a build never uses it while
 * `problems` is not empty.
 */
export type Resolved = { data: CompanyData; config?: SiteConfig; problems: string[] };

export function resolveCompany(
  env: Env = process.env,
  reservedNames: Iterable<string> = [],
): Resolved {
  const data = readCompanyData(env);
  // A file that is not JSON gives no values: the example's would be checked in its place.
  if (data.unreadable) return { data, problems: data.fileProblems };
  const { config, problems } = checkSiteConfig(data.values, reservedNames);
  return { data, problems: [...data.fileProblems, ...problems], ...(config ? { config } : {}) };
}

/** The heading of a report of wrong values, naming where they are. */
export function invalidHeading(data: Pick<CompanyData, "file">): string {
  return `${INVALID_HEADING.slice(0, -1)} (${data.file}, o la variable SITE_* que se indica):`;
}

/** Like resolveCompany, but throws the report when anything is wrong. */
export function companyConfig(env: Env = process.env, reservedNames: Iterable<string> = []) {
  const { data, config, problems } = resolveCompany(env, reservedNames);
  if (!config || problems.length > 0) {
    throw new SiteConfigError(`${invalidHeading(data)}\n${problems.join("\n")}`);
  }
  return { data, config };
}
