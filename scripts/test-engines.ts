/**
 * `npm test`'s cross-engine step: the smoke suite (tests/engines) in Firefox and WebKit, each from
 * its Debian package. An engine this machine lacks is skipped with the command that installs it;
 * the rest still runs, and with neither the step passes without running anything.
 * WebKit needs a display: without $DISPLAY the suite runs under xvfb-run.
 */
import { execSync } from "node:child_process";
import { installHint, missing, type EngineName } from "../tests/engines/availability.ts";
import { ensureTools } from "./tools.ts";

const ENGINES: EngineName[] = ["firefox", "webkit"];

const available = ENGINES.filter((engine) => !missing(engine));
const skipped = ENGINES.filter((engine) => missing(engine));
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
} finally {
  console.log(
    `Cross-engine suite (${available.join(", ")}): ${Math.round((Date.now() - started) / 1000)} s`,
  );
}
