/**
 * Reads the proof file named by SITE_PROOF_FILE (a path relative to the repository root, where
 * every npm script runs). Unset: the repository's example file, so the default build shows every
 * slot, each entry marked as an example that a release build refuses (release-proof.ts). Set but
 * empty: no proof at all, and every proof slot renders nothing. Node-only; used at build time.
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { orExit } from "./or-exit.ts";
import { emptyProof, parseProof, ProofFileError, type Proof } from "./proof-schema.ts";

export const PROOF_FILE_ENV = "SITE_PROOF_FILE";
/** The example proof (docs/proof.md): what the default build shows, never what a release publishes. */
export const EXAMPLE_PROOF_FILE = "src/content/proof.example.json";
// The working directory, not this module's: the prerender runs a bundled copy of this module from
// inside the build's own directory (scripts/build.ts), where "../.." is not the repository.
const root = process.cwd();

/** The file a build reads (relative to the repository), or "" for none. */
export function proofFileOf(env: Record<string, string | undefined> = process.env): string {
  return env[PROOF_FILE_ENV] ?? EXAMPLE_PROOF_FILE;
}

/** Whether `file` is the repository's example, whatever way the path is written. */
export function isExampleProofFile(file: string): boolean {
  return file !== "" && path.resolve(root, file) === path.resolve(root, EXAMPLE_PROOF_FILE);
}

export function loadProof(env: Record<string, string | undefined> = process.env): Proof {
  const file = proofFileOf(env);
  if (!file) return emptyProof;
  const absolute = path.resolve(root, file);
  if (!existsSync(absolute)) {
    throw new ProofFileError(`${PROOF_FILE_ENV} = "${file}": el archivo no existe (${absolute})`);
  }
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(absolute, "utf8"));
  } catch (error) {
    throw new ProofFileError(
      `${PROOF_FILE_ENV} = "${file}": no es JSON válido${where(error as Error)}; se esperaba el archivo de pruebas sociales (docs/proof.md)`,
    );
  }
  return parseProof(json, file);
}

/**
 * Where JSON.parse stopped, without its excerpt of the file: the message must not print the bytes
 * of whatever file the variable names (SITE_PROOF_FILE=/etc/passwd).
 */
function where(error: Error): string {
  const position = /line (\d+) column (\d+)/.exec(error.message);
  return position ? ` (línea ${position[1]}, columna ${position[2]})` : "";
}

/** Like loadProof, but a wrong file prints its message (no stack trace) and exits 1. */
export function loadProofOrExit(env: Record<string, string | undefined> = process.env): Proof {
  return orExit(() => loadProof(env), ProofFileError);
}
