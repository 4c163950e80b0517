/**
 * The errors whose message is the whole story: a wrong value or file of the company's data (its
 * message names the file, the field, the variable and the value). Known by name, so a copy of the
 * class that Vite's module runner loaded (the legal texts are rendered through it) counts too.
 */
const DATA_ERRORS = new Set([
  "SiteConfigError",
  "CompanyFolderError",
  "ProofFileError",
  "LegalVersionError",
]);

export const isDataError = (error: unknown): error is Error =>
  error instanceof Error && DATA_ERRORS.has(error.name);

/**
 * Runs `load`; when it throws an `expected` error (or any error of the company's data, above),
 * prints that message alone, without a stack trace, and exits 1. Node-only; the build, `npm start`
 * and the dev server call it before anything else.
 */
export function orExit<T>(load: () => T, expected: abstract new (...args: never[]) => Error): T {
  try {
    return load();
  } catch (error) {
    if (!(error instanceof expected || isDataError(error))) throw error;
    console.error(`\n${error.message}\n`);
    process.exit(1);
  }
}
