/**
 * @fastify/send makes its ETag from size and modification time and marks it weak (W/"…"), then
 * compares If-Match and If-Range weakly. A file of a build is never changed in place (each build
 * is a new directory, scripts/build.ts), so size and time identify its bytes as well as nginx's
 * "time-size" does: the server publishes that ETag as strong, as nginx does, and rewrites the
 * request's validators so send's comparisons become RFC 9110 §8.8.3's strong ones where the RFC
 * asks for them: a weak tag in If-Match never matches (412), a weak If-Range sends the whole file.
 * The other request validators are held to nginx's reading (strictRange, exactIfModifiedSince).
 */
import { existsSync, statSync } from "node:fs";
import type http from "node:http";
import path from "node:path";

/** A tag that no ETag equals: If-Match with only weak tags must fail. */
const NO_MATCH = '"-"';

function tags(field: string): string[] {
  return field
    .split(",")
    .map((tag) => tag.trim())
    .filter(Boolean);
}

/** Rewrites If-Match and If-Range of `headers` for send's weak ETags (see above). */
export function strongConditions(headers: http.IncomingHttpHeaders): void {
  const ifMatch = headers["if-match"];
  if (ifMatch && ifMatch.trim() !== "*") {
    const strong = tags(ifMatch).filter((tag) => !tag.startsWith("W/"));
    headers["if-match"] = strong.length > 0 ? strong.join(", ") : NO_MATCH;
  }
  const ifRange = headers["if-range"]?.toString().trim();
  if (ifRange?.startsWith("W/")) delete headers.range;
  else if (ifRange?.startsWith('"')) headers["if-range"] = `W/${ifRange}`;
}

/** The ETag as published: send's weak tag without its W/ (see above). */
export function publishedEtag(etag: unknown): string | undefined {
  return typeof etag === "string" ? etag.replace(/^W\//, "") : undefined;
}

/** A byte range as RFC 9110 §14.1.1 writes it, with the spaces nginx also accepts around its parts. */
const RANGE_SPEC = String.raw`\s*(?:\d{1,18}\s*-\s*\d{0,18}|-\s*\d{1,18})\s*`;
const BYTE_RANGES = new RegExp(`^bytes=(?:${RANGE_SPEC})(?:,${RANGE_SPEC})*$`, "i");
/** Asks for bytes no file has: what send answers with 416 and the representation's size. */
const UNSATISFIABLE = `bytes=${Number.MAX_SAFE_INTEGER}-`;

/**
 * Range (RFC 9110 §14.2): another unit or an empty set is ignored (200); a set of byte ranges
 * that is not well formed ("bytes=0x0-0x10", "bytes=+0-1", "bytes=0-1,") is refused with 416, as
 * nginx does, instead of being read by send's parseInt as the bytes it happens to start with.
 */
export function strictRange(headers: http.IncomingHttpHeaders): void {
  const range = headers.range?.trim();
  if (range === undefined) return;
  if (!/^bytes=\s*\S/i.test(range)) delete headers.range;
  else if (!BYTE_RANGES.test(range)) headers.range = UNSATISFIABLE;
}

/**
 * If-Modified-Since answers 304 only for an exact Last-Modified the server sends for the file (nginx's default,
 * `if_modified_since exact`): a cache revalidates with the value it was given, a date in the
 * future is invalid (it was a 304 here), and a later date would also hide a build whose files are
 * older than the one they replace.
 */
export function exactIfModifiedSince(
  headers: http.IncomingHttpHeaders,
  modified: readonly Date[],
): void {
  const since = headers["if-modified-since"];
  if (since === undefined) return;
  const seconds = (date: Date) => Math.floor(date.getTime() / 1000) * 1000;
  if (!modified.some((date) => seconds(date) === Date.parse(since))) {
    delete headers["if-modified-since"];
  }
}

/** The modification times of a file and of its precompressed twins: the Last-Modified send may give. */
export function representations(root: string, file: string): Date[] {
  return ["", ".br", ".gz"]
    .map((suffix) => path.join(root, `${file}${suffix}`))
    .filter((candidate) => existsSync(candidate))
    .map((candidate) => statSync(candidate).mtime);
}
