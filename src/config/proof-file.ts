/**
 * Reads the company's proof file, proof.json in its folder (company-folder.ts). A folder without
 * one gets the example's, so the default build shows every slot, each entry marked as an example
 * that a release build refuses (release-proof.ts). A company that publishes no proof says so in
 * its file (`{"price": {"published": false}}` and no list). Node-only; used at build time.
 */
import { CompanyFolderError, readJson, sourceOf } from "./company-folder.ts";
import { parseProof, ProofFileError, type Proof } from "./proof-schema.ts";

type Env = Record<string, string | undefined>;

/** The proof file a build reads (relative to the repository), and whether it is the company's. */
export function proofSource(env: Env = process.env): { file: string; own: boolean } {
  return sourceOf("proof", env);
}

export function loadProof(env: Env = process.env): Proof {
  const { file } = proofSource(env);
  let json: unknown;
  try {
    json = readJson(file, "el archivo de pruebas sociales (docs/proof.md)");
  } catch (error) {
    if (error instanceof CompanyFolderError) throw new ProofFileError(error.message);
    throw error;
  }
  return parseProof(json, file);
}
