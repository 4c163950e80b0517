/** `npm test`: every check in order, stopping at the first failure. */
import { execSync } from "node:child_process";

const steps: [string, string][] = [
  ["measuring tools (installed on first use)", "node scripts/tools.ts"],
  ["lint", "npm run lint"],
  ["typecheck", "npm run typecheck"],
  ["unit tests", "npm run test:unit"],
  ["build", "npm run build"],
  ["end-to-end tests", "npm run test:e2e"],
  ["Firefox and WebKit smoke tests", "npm run test:engines"],
];

for (const [name, command] of steps) {
  console.log(`\n▶ ${name}: ${command}`);
  try {
    execSync(command, { stdio: "inherit" });
  } catch {
    console.error(`\n✗ ${name} failed.`);
    process.exit(1);
  }
}
