/**
 * Where the company's data lives: one folder, `company/` at the repository root unless
 * SITE_COMPANY_DIR names another (relative to the repository). It holds company.json, proof.json,
 * logo.svg and the record of the legal versions (legal-versions/<NIT>/). Each file the folder
 * lacks is the example company's, src/content/example-company/, so a fresh clone builds the whole
 * example site as a preview. Node-only; read at build time from the working directory (the
 * repository root, where every npm script runs: the prerender runs a bundled copy of this module
 * from inside the build's own directory).
 */
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { JsonTextError, parseJsonText } from "./json-text.ts";
import { SiteConfigError } from "./site-schema.ts";
import { utf8Text } from "./utf8-text.ts";

export const COMPANY_DIR_ENV = "SITE_COMPANY_DIR";
export const DEFAULT_COMPANY_DIR = "company";
export const EXAMPLE_DIR = "src/content/example-company";

/** The files a company folder may hold. */
export const COMPANY_FILES = {
  data: "company.json",
  proof: "proof.json",
  logo: "logo.svg",
  legalVersions: "legal-versions",
  schema: "company.schema.json",
  readme: "README.md",
} as const;
type CompanyFile = keyof typeof COMPANY_FILES;

/** A folder or file that cannot be read as the company's data: a configuration error like any. */
export class CompanyFolderError extends SiteConfigError {
  override name = "CompanyFolderError";
}

const root = () => process.cwd();

/** The company folder as the build was told (relative to the repository, as written). */
export function companyDir(env: Record<string, string | undefined> = process.env): string {
  const dir = env[COMPANY_DIR_ENV] ?? DEFAULT_COMPANY_DIR;
  const absolute = path.resolve(root(), dir);
  if (dir === "" || (existsSync(absolute) && !statSync(absolute).isDirectory())) {
    throw new CompanyFolderError(
      `${COMPANY_DIR_ENV} = ${JSON.stringify(dir)}: debe nombrar la carpeta de los datos de la empresa (por defecto, ${DEFAULT_COMPANY_DIR}/), relativa al repositorio`,
    );
  }
  if (dir !== DEFAULT_COMPANY_DIR && !existsSync(absolute)) {
    throw new CompanyFolderError(
      `${COMPANY_DIR_ENV} = ${JSON.stringify(dir)}: la carpeta no existe (${absolute})`,
    );
  }
  return dir;
}

/** Whether the company folder is the example itself (how the example's own record is updated). */
export function isExampleDir(dir: string): boolean {
  return path.resolve(root(), dir) === path.resolve(root(), EXAMPLE_DIR);
}

/** `name` inside the company folder, relative to the repository. */
export function ownFile(name: CompanyFile, env = process.env): string {
  return path.join(companyDir(env), COMPANY_FILES[name]);
}

/** Where a file is read from: the company's own, or the example's when the folder lacks it. */
export function sourceOf(name: CompanyFile, env = process.env): { file: string; own: boolean } {
  const own = ownFile(name, env);
  if (existsSync(path.resolve(root(), own))) return { file: own, own: true };
  return { file: path.join(EXAMPLE_DIR, COMPANY_FILES[name]), own: false };
}

/**
 * A file of the folder as text (`file` as given, relative to the repository or absolute); one
 * that cannot be read (a folder, no permission) or is not UTF-8 (utf8-text.ts) says so.
 */
export function readText(file: string): string {
  let bytes: Buffer;
  try {
    bytes = readFileSync(path.resolve(root(), file));
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? "";
    throw new CompanyFolderError(`${file}: no se puede leer como archivo (${code})`);
  }
  const read = utf8Text(bytes);
  if ("problem" in read) throw new CompanyFolderError(`${file}: ${read.problem}`);
  return read.text;
}

/**
 * A JSON file of the folder (json-text.ts). A file that is not JSON says where and why, never
 * quoting the file (whatever file it is); one with a key written twice in an object names each
 * repeated key, one line each below the file's.
 */
export function readJson(file: string, what: string): unknown {
  const text = readText(file);
  try {
    return parseJsonText(text);
  } catch (error) {
    if (!(error instanceof JsonTextError)) throw error;
    const [first] = error.problems;
    if (error.kind === "syntax" && first) {
      throw new CompanyFolderError(
        `${file}: no es JSON válido (${first.at}): ${first.message}; se esperaba ${what}`,
      );
    }
    const lines = error.problems.map(({ at, path, message }) => `  - ${path} (${at}): ${message}`);
    throw new CompanyFolderError(`${file}: campos repetidos:\n${lines.join("\n")}`);
  }
}

/** Every file under `dir` (relative to it), sorted: what a build of that folder depends on. */
function filesIn(dir: string): string[] {
  const absolute = path.resolve(root(), dir);
  if (!existsSync(absolute)) return [];
  return readdirSync(absolute, { recursive: true, encoding: "utf8" })
    .filter((name) => statSync(path.join(absolute, name)).isFile())
    .sort();
}

/**
 * The hash of every file a build reads from the company folder and from the example it falls
 * back to, keyed by path: npm start rebuilds when any of them changes.
 */
export function folderContents(env = process.env): Record<string, string> {
  const contents: Record<string, string> = {};
  for (const dir of new Set([companyDir(env), EXAMPLE_DIR])) {
    for (const name of filesIn(dir)) {
      const file = path.join(dir, name);
      const bytes = readFileSync(path.resolve(root(), file));
      contents[file] = createHash("sha256").update(bytes).digest("hex");
    }
  }
  return contents;
}
