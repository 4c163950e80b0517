/**
 * The cross-engine smoke suite (tests/engines) in Firefox and WebKit, each from its Debian
 * package. An engine this machine lacks is skipped with the command that installs it; the rest
 * still runs, and with neither the step passes without running anything. WebKit needs a
 * display: without $DISPLAY the suite runs under xvfb-run.
 *
 *   node scripts/test-engines.ts [firefox|webkit…]     (both without a name)
 */
import { execSync } from "node:child_process";
import { installHint, missing, type EngineName } from "../tests/engines/availability.ts";
import { ensureTools } from "./tools.ts";

const ENGINES: EngineName[] = ["firefox", "webkit"];

const asked = process.argv.slice(2);
for (const name of asked) {
  if (!ENGINES.includes(name as EngineName)) {
    console.error(`scripts/test-engines.ts: no engine "${name}" (${ENGINES.join(", ")}).`);
    process.exit(2);
  }
}
const wanted = asked.length ? (asked as EngineName[]) : ENGINES;
const available = wanted.filter((engine) => !missing(engine));
const skipped = wanted.filter((engine) => missing(engine));
for (const engine of skipped) console.warn(`⚠ Skipping ${engine}: ${missing(engine)}.`);
if (skipped.length) console.warn(`  To run it: ${installHint(skipped)}`);
if (!available.length) {
  console.warn("No engine besides Chromium here: the cross-engine smoke suite did not run.");
  process.exit(0);
}

ensureTools("engines");
const display = available.includes("webkit") && !process.env.DISPLAY ? "xvfb-run -a " : "";
const started = Date.now();
try {
  execSync(`${display}npx playwright test -c playwright.engines.config.ts`, {
    stdio: "inherit",
    env: { ...process.env, ENGINES: available.join(",") },
  });
} catch {
  process.exitCode = 1;
} finally {
  console.log(
    `Cross-engine suite (${available.join(", ")}): ${Math.round((Date.now() - started) / 1000)} s`,
  );
}
