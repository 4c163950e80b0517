/**
 * @fastify/send makes its ETag from size and modification time and marks it weak (W/"…"), then
 * compares If-Match and If-Range weakly. A file of a build is never changed in place (each build
 * is a new directory, scripts/build.ts), so size and time identify its bytes as well as nginx's
 * "time-size" does: the server publishes that ETag as strong, as nginx does, and rewrites the
 * request's validators so send's comparisons become RFC 9110 §8.8.3's strong ones where the RFC
 * asks for them: a weak tag in If-Match never matches (412), a weak If-Range sends the whole file.
 */
import type http from "node:http";

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
