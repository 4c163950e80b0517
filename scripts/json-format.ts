/**
 * Formats JSON files the command wrote as the repository formats JSON (prettier, with the
 * repository's configuration), so `npm run lint` accepts them as they are committed.
 */
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import * as prettier from "prettier";

export async function formatJsonFiles(files: Iterable<string>): Promise<void> {
  for (const file of new Set(files)) {
    if (!existsSync(file)) continue;
    const options = await prettier.resolveConfig(file);
    const text = readFileSync(file, "utf8");
    writeFileSync(file, await prettier.format(text, { ...options, filepath: file }));
  }
}
