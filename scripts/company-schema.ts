/**
 * `npm run company:schema` writes company/company.schema.json, the JSON Schema an editor reads to
 * check and complete company.json as staff type (its "$schema"), generated from the schema the
 * build validates the file with (src/config/company-file.ts). A unit test fails while the
 * committed file differs from what this writes, so the two cannot drift.
 */
import { writeFileSync } from "node:fs";
import path from "node:path";
import * as prettier from "prettier";
import { companyJsonSchema } from "../src/config/company-file.ts";
import { COMPANY_FILES, DEFAULT_COMPANY_DIR } from "../src/config/company-folder.ts";
import { ROOT } from "./build-paths.ts";

export const SCHEMA_FILE = path.join(ROOT, DEFAULT_COMPANY_DIR, COMPANY_FILES.schema);

/** The file's text, formatted as the repository formats JSON. */
export async function companySchemaText(): Promise<string> {
  const options = await prettier.resolveConfig(SCHEMA_FILE);
  return prettier.format(JSON.stringify(companyJsonSchema()), {
    ...options,
    filepath: SCHEMA_FILE,
  });
}

if (import.meta.main) {
  writeFileSync(SCHEMA_FILE, await companySchemaText());
  console.log(`Escrito ${path.relative(ROOT, SCHEMA_FILE)}`);
}
