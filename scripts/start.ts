/** `npm start`: builds the site when there is no build yet (or the sources are newer), then serves it. */
import { execSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const marker = path.join(root, "build", "client", "404.html");
const SOURCES = [
  "app",
  "public",
  "scripts",
  "package.json",
  "react-router.config.ts",
  "vite.config.ts",
  "vite.shared.ts",
];

function newestChange(target: string): number {
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(
    stat.mtimeMs,
    ...readdirSync(target).map((name) => newestChange(path.join(target, name))),
  );
}

const stale =
  !existsSync(marker) ||
  SOURCES.some(
    (source) =>
      existsSync(path.join(root, source)) &&
      newestChange(path.join(root, source)) > statSync(marker).mtimeMs,
  );

if (stale) {
  console.log("Construyendo el sitio…");
  execSync("npm run build", { cwd: root, stdio: "inherit" });
}

await import("./serve.ts");
