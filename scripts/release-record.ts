/**
 * What the build and `npm start` say about releases. A release that passes ends with one line
 * saying so and how to publish it, and leaves a note beside the builds (never deployed): when,
 * for which company, how many pages. `npm start` reads that note when it keeps serving a preview,
 * so a preview made after a release is never taken for it. Light on purpose: `npm start` and the
 * server run in a production install, without the build tools.
 */
import { existsSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { BESIDE_CLIENT, CLIENT_DIR, GENERATIONS_DIR, ROOT } from "./build-paths.ts";

/** Beside the builds' directories (the pruning of builds/ only looks inside them). */
export const LAST_RELEASE_FILE = `${GENERATIONS_DIR}.last-release.json`;

type LastRelease = { at: string; company: string; pages: number };

/** "2026-11-29 a las 10:42", Colombia time. */
function colombiaTime(time: Date): string {
  const parts = new Intl.DateTimeFormat("en-CA", {
    timeZone: "America/Bogota",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).formatToParts(time);
  const part = (type: string) => parts.find((entry) => entry.type === type)?.value ?? "";
  return `${part("year")}-${part("month")}-${part("day")} a las ${part("hour")}:${part("minute")}`;
}

/** When the build whose manifest is `manifest` was made, as a sentence reads it. */
export function builtAt(manifest: string): string {
  return `compilada el ${colombiaTime(statSync(manifest).mtime)}, hora de Colombia`;
}

/** The pages of a build: its HTML files, but for the error page. */
export function pageCount(buildDir: string): number {
  const manifest = JSON.parse(
    readFileSync(path.join(buildDir, BESIDE_CLIENT.manifest), "utf8"),
  ) as { files: Record<string, number> };
  return Object.keys(manifest.files).filter((file) => file.endsWith(".html") && file !== "404.html")
    .length;
}

/** The line that ends a release build that passed; records it for `npm start`. */
export function releaseDone(buildDir: string, company: string): string {
  const pages = pageCount(buildDir);
  const record: LastRelease = { at: new Date().toISOString(), company, pages };
  writeFileSync(LAST_RELEASE_FILE, `${JSON.stringify(record)}\n`);
  const client = path.relative(ROOT, CLIENT_DIR);
  return `Compilación de publicación lista: ${company}, ${pages} páginas, en ${client}. Publíquela con npm run deploy:nginx (nginx), npm start (Node) o subiendo ${client} a su hosting estático (docs/deploy.md).`;
}

/** Whether the build in `buildDir` is a release, as its record says (no record: not one). */
export function isRelease(buildDir: string): boolean {
  try {
    const file = path.join(buildDir, BESIDE_CLIENT.buildRecord);
    return (JSON.parse(readFileSync(file, "utf8")) as { release?: unknown }).release === true;
  } catch {
    return false;
  }
}

/**
 * What `npm start` says once when it keeps serving a preview although a release was made before
 * (then a preview replaced it), or undefined when no release was.
 */
export function lastReleaseNote(manifest: string): string | undefined {
  if (!existsSync(LAST_RELEASE_FILE) || !existsSync(manifest)) return undefined;
  let last: LastRelease;
  try {
    last = JSON.parse(readFileSync(LAST_RELEASE_FILE, "utf8")) as LastRelease;
  } catch {
    return undefined;
  }
  if (statSync(manifest).mtime < new Date(last.at)) return undefined;
  return `Aviso: build/ es una vista previa (no se indexa), hecha después de la última compilación de publicación (${last.company}, ${colombiaTime(new Date(last.at))}, hora de Colombia). npm start sirve la compilación que hay, en su modo. Para volver a publicar: npm run build:release.`;
}
