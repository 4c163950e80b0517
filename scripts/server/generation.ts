/**
 * One build as npm start serves it: build/ resolved to its real directory once, so every request
 * of a generation reads the same complete build even while a newer one is swapped in
 * (scripts/build.ts). Loading refuses, with a message naming the file, a build that is not whole:
 * no manifest (written last by the build), a listed file missing or of another size, no headers,
 * or a .br/.gz that does not decode to the file it compresses. The check runs here, at load, and
 * not only at build time, because a copy can be truncated after the build (a deploy, a full disk).
 */
import { existsSync, readFileSync, realpathSync, statSync } from "node:fs";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { BESIDE_CLIENT } from "../build-paths.ts";
import type { HeadersFile } from "../deploy-configs.ts";
import { earlierAssets, type EarlierAssets } from "./previous-builds.ts";

export type Generation = {
  /** The real directory of the build (build/ is a link to it). */
  dir: string;
  client: string;
  headers: HeadersFile;
  /** Public files relative to client ("verticelab/index.html"). */
  files: ReadonlySet<string>;
  /** The assets of the builds before it still kept (previous-builds.ts), newest first. */
  earlier: readonly EarlierAssets[];
};

/** What the build lists, written last: a build without it never finished. */
export type BuildManifest = { files: Record<string, number> };

export class BuildRefused extends Error {}

export const NOT_FOUND_PAGE = "404.html";
/** Build output a static host consumes (Netlify, Cloudflare Pages); never public. */
const HOST_FILES = new Set(["_headers", "_redirects"]);
const DECODERS: Record<string, (data: Buffer) => Buffer> = {
  ".br": brotliDecompressSync,
  ".gz": gunzipSync,
};

export function isPublic(relative: string): boolean {
  const segments = relative.split("/");
  const name = segments.at(-1) ?? "";
  if (relative === NOT_FOUND_PAGE || HOST_FILES.has(name)) return false;
  if (Object.keys(DECODERS).some((suffix) => name.endsWith(suffix))) return false;
  return !segments.some((segment) => segment.startsWith(".") && segment !== ".well-known");
}

function readJson<T>(file: string, what: string): T {
  if (!existsSync(file)) throw new BuildRefused(`no está ${what} (${file})`);
  try {
    return JSON.parse(readFileSync(file, "utf8")) as T;
  } catch {
    throw new BuildRefused(`${what} no es JSON válido (${file})`);
  }
}

/** The problems of `client` against its manifest: missing, resized or undecodable files. */
export function checkFiles(client: string, manifest: BuildManifest): string[] {
  const problems: string[] = [];
  const listed = Object.keys(manifest.files);
  for (const required of ["index.html", NOT_FOUND_PAGE]) {
    if (!listed.includes(required)) problems.push(`el manifiesto no lista ${required}`);
  }
  for (const [relative, size] of Object.entries(manifest.files)) {
    const file = path.join(client, relative);
    if (!existsSync(file)) problems.push(`falta ${relative}`);
    else if (statSync(file).size !== size) problems.push(`${relative} no mide ${size} bytes`);
  }
  for (const relative of listed) {
    const suffix = path.extname(relative);
    const decode = DECODERS[suffix];
    const original = relative.slice(0, -suffix.length);
    if (!decode || problems.length > 0) continue;
    let decoded: Buffer | undefined;
    try {
      decoded = decode(readFileSync(path.join(client, relative)));
    } catch {
      decoded = undefined;
    }
    if (!decoded?.equals(readFileSync(path.join(client, original)))) {
      problems.push(`${relative} no se descomprime en ${original}`);
    }
  }
  return problems;
}

/**
 * Loads the build `link` points to; throws BuildRefused when it is not complete. With
 * `generations` (the directory of every build), the earlier builds' assets come along.
 */
export function loadGeneration(link: string, generations?: string): Generation {
  if (!existsSync(link)) throw new BuildRefused(`no hay compilación en ${link}`);
  const dir = realpathSync(link);
  const client = path.join(dir, "client");
  const manifest = readJson<BuildManifest>(
    path.join(dir, BESIDE_CLIENT.manifest),
    "el manifiesto de la compilación",
  );
  const headers = readJson<HeadersFile>(
    path.join(dir, BESIDE_CLIENT.headers),
    "el archivo de cabeceras de la compilación",
  );
  if (!headers.all || !headers.pages) throw new BuildRefused(`cabeceras incompletas en ${dir}`);
  const problems = checkFiles(client, manifest);
  if (problems.length > 0) {
    throw new BuildRefused(`compilación incompleta en ${dir}: ${problems.join("; ")}`);
  }
  const files = new Set(Object.keys(manifest.files).filter(isPublic));
  const earlier =
    generations && existsSync(generations) ? earlierAssets(realpathSync(generations), dir) : [];
  return { dir, client, headers, files, earlier };
}
