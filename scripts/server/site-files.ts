/**
 * The files the server may send, read once at start-up from build/client: every file except what
 * only a host reads (`_headers`), what exists only as an encoding of another file (`.br`, `.gz`:
 * they go out as that file's Content-Encoding, never under their own name), hidden files and the
 * not-found page (served with status 404 only). Each representation gets a strong ETag from its
 * content, so an unchanged file keeps its ETag across builds and deployments.
 */
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import mime from "mime-types";
import { filesUnder } from "../files.ts";
import Negotiator from "negotiator";
import type http from "node:http";

export const ENCODINGS = ["br", "gzip"] as const;
export type Encoding = (typeof ENCODINGS)[number];
const SUFFIX: Record<Encoding, string> = { br: ".br", gzip: ".gz" };

/** A file as it lies under the root: its path relative to the root ("assets/a.css") and ETag. */
export type Representation = { relative: string; etag: string };

export type SiteFile = {
  type: string;
  identity: Representation;
} & Partial<Record<Encoding, Representation>>;

/** Build output a static host consumes (Netlify, Cloudflare Pages); never public. */
const HOST_FILES = new Set(["_headers", "_redirects"]);
export const NOT_FOUND_PAGE = "404.html";
/** Characters of the base64url SHA-256 kept in an ETag: 96 bits, ample for one site's files. */
const ETAG_CHARS = 16;

export function isPublic(relative: string): boolean {
  const segments = relative.split("/");
  const name = segments.at(-1) ?? "";
  if (relative === NOT_FOUND_PAGE || HOST_FILES.has(name)) return false;
  if (Object.values(SUFFIX).some((suffix) => name.endsWith(suffix))) return false;
  return !segments.some((segment) => segment.startsWith(".") && segment !== ".well-known");
}

export function strongEtag(content: Buffer): string {
  return `"${createHash("sha256").update(content).digest("base64url").slice(0, ETAG_CHARS)}"`;
}

/** Reads a file and its precompressed siblings present in `all`. */
function describe(root: string, relative: string, all: Set<string>): SiteFile {
  const representation = (file: string) => ({
    relative: file,
    etag: strongEtag(readFileSync(path.join(root, file))),
  });
  const file: SiteFile = {
    type: mime.contentType(path.extname(relative)) || "application/octet-stream",
    identity: representation(relative),
  };
  for (const encoding of ENCODINGS) {
    const compressed = relative + SUFFIX[encoding];
    if (all.has(compressed)) file[encoding] = representation(compressed);
  }
  return file;
}

/** Every public file by URL path ("/assets/a.css"), plus the not-found page. */
export function loadSiteFiles(root: string): { files: Map<string, SiteFile>; notFound: SiteFile } {
  const all = new Set(filesUnder(root));
  if (!all.has(NOT_FOUND_PAGE)) {
    throw new Error(`Servidor: falta ${path.join(root, NOT_FOUND_PAGE)}; ejecuta npm run build.`);
  }
  const files = new Map<string, SiteFile>();
  for (const relative of all) {
    if (isPublic(relative)) files.set(`/${relative}`, describe(root, relative, all));
  }
  return { files, notFound: describe(root, NOT_FOUND_PAGE, all) };
}

/** The best encoding of `file` the client accepts; identity when it accepts none of them. */
export function negotiate(req: http.IncomingMessage, file: SiteFile): Encoding | undefined {
  const available = ENCODINGS.filter((encoding) => file[encoding]);
  if (available.length === 0) return undefined;
  // negotiator 1.x takes the server's preference for equal q-values; @types/negotiator predates it.
  const negotiator = new Negotiator(req) as unknown as {
    encodings(available: string[], options: { preferred: string[] }): string[];
  };
  const accepted = negotiator.encodings([...available, "identity"], {
    preferred: [...ENCODINGS, "identity"],
  });
  return available.find((encoding) => encoding === accepted[0]);
}
