/**
 * The path a request asks for, decoded and normalised the way nginx does it (so both servers
 * resolve the same request to the same file): percent-decoding, repeated slashes merged, "." and
 * ".." resolved. Anything that cannot name a file under the root answers 400.
 */

import type { Generation } from "./generation.ts";

export type RequestPath = { path: string } | { status: 400 };

const BAD_REQUEST = { status: 400 } as const;

/** The path part of the request target: origin-form ("/a?b") or absolute-form ("http://h/a"). */
function rawPath(target: string): string | undefined {
  if (target.startsWith("/")) return target.split(/[?#]/, 1)[0];
  if (!/^https?:\/\//i.test(target)) return undefined; // "*", "a/b", "" …
  try {
    return new URL(target).pathname;
  } catch {
    return undefined;
  }
}

export function requestPath(target: string): RequestPath {
  const raw = rawPath(target);
  if (raw === undefined) return BAD_REQUEST;
  let decoded: string;
  try {
    decoded = decodeURIComponent(raw);
  } catch {
    return BAD_REQUEST; // "%zz", "%e0%a4%a" …
  }
  if (decoded.includes("\0")) return BAD_REQUEST;

  const segments: string[] = [];
  const parts = decoded.split("/");
  for (const part of parts) {
    if (part === "" || part === ".") continue;
    if (part === "..") {
      if (segments.length === 0) return BAD_REQUEST; // above the root
      segments.pop();
    } else segments.push(part);
  }
  const last = parts.at(-1);
  const directory = last === "" || last === "." || last === "..";
  const joined = `/${segments.join("/")}`;
  return { path: directory && segments.length > 0 ? `${joined}/` : joined };
}

/** The files a path may name, in nginx's `try_files $uri $uri/index.html $uri.html` order. */
export function candidates(path: string): string[] {
  if (path.endsWith("/")) return [`${path}index.html`];
  return [path, `${path}/index.html`, `${path}.html`];
}

/**
 * A target whose path starts with repeated slashes ("//", "//verticelab") names the same file as
 * with one, so it is redirected to that address: the raw target with one leading slash, still
 * percent-encoded as it came (nginx builds the same Location from $request_uri). Backslashes
 * after those slashes go too: a browser reads "\" in a Location as "/", so "/\evil.com" would
 * send it to another host.
 */
export function leadingSlashesRedirect(target: string): string | undefined {
  return /^\/{2,}/.test(target) ? target.replace(/^[/\\]+/, "/") : undefined;
}

/** The canonical path of a page asked for with a trailing slash or index.html, if it differs. */
export function canonical(path: string, generation: Pick<Generation, "files">): string | undefined {
  const page = /^(.*?)\/(?:index\.html)?$/.exec(path)?.[1];
  if (page === undefined || (page === "" && path === "/")) return undefined;
  return generation.files.has(`${page.slice(1)}${page ? "/" : ""}index.html`)
    ? page || "/"
    : undefined;
}
