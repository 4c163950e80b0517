/**
 * First step of `npm run build`: checks the company's data (scripts/config-check.ts) before
 * anything is built. A problem prints its report, without a stack trace, and exits 1; a warning
 * prints and the build goes on.
 */
import { runCheck } from "./config-check.ts";

const { status, output } = await runCheck(process.env);
if (output) (status === 0 ? console.warn : console.error)(output.replace(/\n$/, ""));
process.exitCode = status;
