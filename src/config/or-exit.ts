/**
 * Runs `load`; when it throws an `expected` error (a wrong configuration value or file, whose
 * message names the field, variable and value), prints that message alone, without a stack trace,
 * and exits 1. Node-only; the build, `npm start` and the dev server call it before anything else.
 */
export function orExit<T>(load: () => T, expected: abstract new (...args: never[]) => Error): T {
  try {
    return load();
  } catch (error) {
    if (!(error instanceof expected)) throw error;
    console.error(`\n${error.message}\n`);
    process.exit(1);
  }
}
