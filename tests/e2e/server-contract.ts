/**
 * The one list of what a server of this site answers: routes, statuses, headers, caching and
 * encodings. server-contract.spec.ts runs it against `npm start` and against nginx with the
 * generated configuration, so the two can never drift. Values come from the build (headers.json,
 * the built files), never from literals; only HTTP itself (statuses, header names) is written here.
 */
import { readFileSync, statSync } from "node:fs";
import path from "node:path";
import { labPath, site as siteConfig } from "../../src/config/site";
import { SITEMAP } from "../../src/config/route-paths.ts";
import { BESIDE_CLIENT, BUILD_DIR, CLIENT_DIR } from "../../scripts/build-paths.ts";
import type { HeadersFile } from "../../scripts/deploy-configs.ts";
import { REDIRECT_HOST } from "../../scripts/nginx-site.ts";
import { contentType } from "../../scripts/server/content-types.ts";
import { REGISTERED_METHODS } from "../../scripts/server/http-rules.ts";
import { ROUTES } from "./fixtures";

export const client = CLIENT_DIR;
export const site = JSON.parse(
  readFileSync(path.join(BUILD_DIR, BESIDE_CLIENT.headers), "utf8"),
) as HeadersFile;
const home = readFileSync(path.join(client, "index.html"), "utf8");
export const hashedCss = /href="(\/assets\/[^"]+\.css)"/.exec(home)?.[1] ?? "(no CSS in /)";
const hashedJs = /\/assets\/[\w.-]+\.js/.exec(home)?.[0] ?? "(no script in /)";
export const builtFile = (route: string) =>
  path.join(client, route.endsWith("/") ? `${route}index.html` : route);
const pageFile = (route: string) => builtFile(route === "/" ? "/" : `${route}/`);
const homeSize = statSync(pageFile("/")).size;

/** Validators of a plain GET of the same path with the same Accept-Encoding. */
export type Validators = { etag: string; lastModified: string };
type Expected = string | RegExp | null; // null: the header must be absent

export type Case = {
  name: string;
  method?: string;
  path: string;
  headers?: Record<string, string> | ((validators: Validators) => Record<string, string>);
  /** One status, or the statuses RFC 9110 leaves to the server. */
  status: number | number[];
  expect?: Record<string, Expected>;
  /** The decoded body is exactly this built file / contains this page's text / is empty. */
  body?: { file: string } | { notFound: true } | { empty: true } | { bytes: number };
  /** Security headers are checked unless false. */
  secure?: false;
  /** Send no Host field; or ask another loopback address of the server. */
  noHost?: boolean;
  host?: string;
  /** A case about one server's configuration only. */
  only?: "nginx";
};

const BR = { "Accept-Encoding": "br" };
const GZIP = { "Accept-Encoding": "gzip" };
const IDENTITY = { "Accept-Encoding": "identity" };
const PAGE = {
  "cache-control": site.pages,
  vary: /accept-encoding/i,
  "content-type": /^text\/html/,
};
const NOT_FOUND = { ...PAGE, "cache-control": site.notFound };

// One case per line: the lists below read as tables.
// prettier-ignore
const routeCases = ROUTES.flatMap((route): Case[] => [
  { name: `${route} as brotli`, path: route, headers: BR, status: 200, body: { file: pageFile(route) }, expect: { ...PAGE, "content-encoding": "br", etag: /^"/ } },
  { name: `${route} as gzip`, path: route, headers: GZIP, status: 200, body: { file: pageFile(route) }, expect: { ...PAGE, "content-encoding": "gzip" } },
  { name: `${route} uncompressed`, path: route, headers: IDENTITY, status: 200, body: { file: pageFile(route) }, expect: { ...PAGE, "content-encoding": null } },
]);

// prettier-ignore
const notFound = (name: string, pathName: string): Case => ({
  name, path: pathName, headers: BR, status: 404, body: { notFound: true },
  expect: { ...NOT_FOUND, "content-encoding": "br" },
});

const METHODS = REGISTERED_METHODS.filter((method) => !["GET", "HEAD", "CONNECT"].includes(method));
/** Exactly the Content-Type of scripts/server/content-types.ts, on both servers. */
const typed = (file: string) => ({ "content-type": contentType(file) ?? "(no type)" });
const redirect = (from: string, to: string): Case => ({
  name: `${from} redirects to its canonical address ${to}`,
  path: from,
  status: 301,
  expect: { location: to },
});
const siteHost = new URL(siteConfig.siteUrl).host;

// prettier-ignore
export const CONTRACT: Case[] = [
  ...routeCases,
  { name: "HEAD / has the headers of GET and no body", method: "HEAD", path: "/", headers: BR, status: 200, body: { empty: true }, expect: { ...PAGE, "content-encoding": "br", "content-length": /^\d+$/ } },
  redirect(`${labPath}/`, labPath),
  redirect("/privacy-policy/", "/privacy-policy"),
  redirect("/index.html", "/"),
  redirect(`${labPath}/index.html?utm_source=x`, `${labPath}?utm_source=x`),
  redirect(`/${labPath}//`, labPath),
  // Repeated leading slashes name the page with one: redirected, not served twice.
  redirect("//", "/"),
  redirect(`/${labPath}`, labPath),
  redirect(`//${labPath}?a=1`, `${labPath}?a=1`),
  // A browser reads "\" in a Location as "/": "/\evil.com" would leave the site.
  redirect("//\\evil.com", "/evil.com"),
  redirect("///\\/\\evil.com?a=1", "/evil.com?a=1"),
  { ...notFound("a backslash after one slash is a name: not found, never redirected", "/\\/evil.com"), expect: { ...NOT_FOUND, "content-encoding": "br", location: null } },
  notFound("an unknown path: the not-found page, compressed, not cached without revalidation", "/esta-ruta-no-existe"),
  notFound("GET /\\ (a backslash is a character of the name)", "/\\"),
  notFound("/404 is not a page of its own", "/404"),
  notFound("/404.html is not a page of its own", "/404.html"),
  notFound("_headers is for the host only", "/_headers"),
  notFound("a precompressed file is never served under its own name", "/index.html.br"),
  notFound("nor its gzip twin", "/index.html.gz"),
  notFound("hidden files are not public", "/.env"),
  notFound("a directory has no listing", "/assets/"),
  notFound("an unknown asset", "/assets/no-existe.js"),
  { name: "a hashed asset is cached for a year and compressed", path: hashedCss, headers: BR, status: 200, body: { file: builtFile(hashedCss) }, expect: { "cache-control": site.hashedAssets, "content-encoding": "br", ...typed(hashedCss), vary: /accept-encoding/i } },
  { name: "a script has the same Content-Type on both servers", path: hashedJs, headers: BR, status: 200, expect: typed(hashedJs) },
  { name: "the web manifest has its MIME type", path: "/site.webmanifest", headers: IDENTITY, status: 200, expect: typed("/site.webmanifest") },
  { name: "robots.txt", path: "/robots.txt", status: 200, body: { file: builtFile("/robots.txt") }, expect: typed("/robots.txt") },
  { name: "sitemap", path: `/${SITEMAP}`, headers: IDENTITY, status: 200, body: { file: builtFile(`/${SITEMAP}`) }, expect: typed(`/${SITEMAP}`) },
  ...METHODS.map((method): Case => ({ name: `${method} is not allowed`, method, path: "/", status: 405, expect: { allow: /^GET, HEAD$/ } })),
  ...["PURGE", "FOO"].map((method): Case => ({ name: `${method}, an unknown method, is not implemented`, method, path: "/", status: 501 })),
  // nginx's own error pages carry the security headers too.
  { name: "a malformed percent-encoding", path: "/%zz", status: 400 },
  { name: "a NUL byte in the path", path: "/%00", status: 400 },
  { name: "a path above the root", path: "/../etc/passwd", status: 400 },
  { name: "an encoded path above the root", path: "/%2e%2e/%2e%2e/etc/passwd", status: 400 },
  { name: "no Host in HTTP/1.1", path: "/", noHost: true, status: 400 },
  { name: "a Host with a path in it", path: "/", headers: { Host: "../etc" }, status: 400 },
  { name: "a Host with a space in it", path: "/", headers: { Host: "a b" }, status: 400 },
  { name: "plain HTTP redirects to HTTPS on the site's host", only: "nginx", host: REDIRECT_HOST, path: `${labPath}?a=1`, status: 301, expect: { location: `https://${siteHost}${labPath}?a=1` } },
  // Ranges (RFC 9110 §14), on the uncompressed home page.
  { name: "Range bytes=0-0 is the first byte", path: "/", headers: { ...IDENTITY, Range: "bytes=0-0" }, status: 206, body: { bytes: 1 }, expect: { "content-range": `bytes 0-0/${homeSize}` } },
  { name: "Range bytes=-100 is the last 100 bytes", path: "/", headers: { ...IDENTITY, Range: "bytes=-100" }, status: 206, body: { bytes: 100 }, expect: { "content-range": `bytes ${homeSize - 100}-${homeSize - 1}/${homeSize}` } },
  { name: "Range bytes=50-10, an inverted range", path: "/", headers: { ...IDENTITY, Range: "bytes=50-10" }, status: 416 },
  // A set of byte ranges that is not well formed is refused (RFC 9110 §14.2 lets a server ignore
  // or reject it; nginx rejects it), never read as the digits it happens to start with.
  ...["bytes=abc", "bytes=0x0-0x10", "bytes=+0-1", "bytes=0-1e3", "bytes=0-1,", "bytes=0-18446744073709551616"].map((range): Case => ({ name: `Range ${range} is refused`, path: "/", headers: { ...IDENTITY, Range: range }, status: 416, expect: { "content-range": `bytes */${homeSize}` } })),
  // Another unit, or no range at all, is ignored (RFC 9110 §14.2: MUST ignore an unknown unit).
  ...["items=0-1", "bytes 0-1", "bytes="].map((range): Case => ({ name: `Range ${range} is ignored`, path: "/", headers: { ...IDENTITY, Range: range }, status: 200, body: { file: pageFile("/") } })),
  { name: "a range past the end", path: "/", headers: { ...IDENTITY, Range: `bytes=${homeSize}-` }, status: 416, expect: { "content-range": `bytes */${homeSize}` } },
  { name: "If-Range with the current ETag keeps the range", path: "/", headers: (v) => ({ ...IDENTITY, Range: "bytes=0-9", "If-Range": v.etag }), status: 206, body: { bytes: 10 } },
  { name: "If-Range with another ETag sends the whole file", path: "/", headers: { ...IDENTITY, Range: "bytes=0-9", "If-Range": '"otra"' }, status: 200, body: { file: pageFile("/") } },
  // Conditional requests (RFC 9110 §13): 304s keep ETag, Cache-Control and Vary.
  { name: "If-None-Match with a list holding the ETag", path: "/", headers: (v) => ({ ...BR, "If-None-Match": `"otra", ${v.etag}` }), status: 304, body: { empty: true }, expect: { etag: /^"/, "cache-control": site.pages, vary: /accept-encoding/i } },
  { name: "If-None-Match compares weakly", path: "/", headers: (v) => ({ ...BR, "If-None-Match": `W/${v.etag}` }), status: 304 },
  { name: "If-None-Match: *", path: "/", headers: { ...BR, "If-None-Match": "*" }, status: 304 },
  { name: "If-None-Match without the ETag wins over If-Modified-Since", path: "/", headers: (v) => ({ ...BR, "If-None-Match": '"otra"', "If-Modified-Since": v.lastModified }), status: 200 },
  { name: "If-Modified-Since the last change", path: "/", headers: (v) => ({ ...BR, "If-Modified-Since": v.lastModified }), status: 304 },
  { name: "If-Modified-Since long ago", path: "/", headers: { ...BR, "If-Modified-Since": new Date(0).toUTCString() }, status: 200 },
  { name: "If-Modified-Since that is no date", path: "/", headers: { ...BR, "If-Modified-Since": "ayer" }, status: 200 },
  // Only the exact Last-Modified revalidates (nginx's if_modified_since exact): a date in the
  // future is invalid, and a later one could hide a build whose files are older.
  { name: "If-Modified-Since in the future", path: "/", headers: { ...BR, "If-Modified-Since": new Date(Date.now() + 86_400_000).toUTCString() }, status: 200 },
  { name: "If-Modified-Since a second after the last change", path: "/", headers: (v) => ({ ...BR, "If-Modified-Since": new Date(Date.parse(v.lastModified) + 1000).toUTCString() }), status: 200 },
  { name: "If-Match with another ETag", path: "/", headers: { ...BR, "If-Match": '"otra"' }, status: 412 },
  { name: "If-Match with the current ETag", path: "/", headers: (v) => ({ ...BR, "If-Match": v.etag }), status: 200 },
  { name: "If-Match compares strongly: the ETag marked weak fails", path: "/", headers: (v) => ({ ...BR, "If-Match": `W/${v.etag}` }), status: 412 },
  { name: "If-Unmodified-Since long ago", path: "/", headers: { ...BR, "If-Unmodified-Since": new Date(0).toUTCString() }, status: 412 },
];

/** Exchanges a request builder cannot write: request lines, pipelining, a half-close. */
export type RawCase = { name: string; bytes: string; halfClose?: boolean; statuses: number[] };
const line = (target: string, version = "HTTP/1.1") => `GET ${target} ${version}\r\nHost: x\r\n`;

// prettier-ignore
export const RAW_CONTRACT: RawCase[] = [
  // Neither server processes these versions as 1.1 (which RFC 9110 §2.5 would have done for 1.2):
  // Node's parser refuses them, so nginx does too.
  { name: "HTTP/2.0 in a request line is not supported", bytes: `${line("/", "HTTP/2.0")}Connection: close\r\n\r\n`, statuses: [505] },
  { name: "HTTP/1.2 in a request line is not supported", bytes: `${line("/", "HTTP/1.2")}Connection: close\r\n\r\n`, statuses: [505] },
  { name: "a valid request followed by garbage keeps its response", bytes: `${line("/")}\r\nGARBAGE\r\n\r\n`, statuses: [200, 400] },
  { name: "two pipelined requests get two answers, in order", bytes: `${line("/")}\r\n${line("/no-existe")}Connection: close\r\n\r\n`, statuses: [200, 404] },
  { name: "a request followed by a half-close gets its answer", bytes: `${line("/")}\r\n`, halfClose: true, statuses: [200] },
];
