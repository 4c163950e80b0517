/**
 * The requests of server-fuzz.spec.ts: paths, methods, ranges, conditional and encoding headers,
 * very long lines and broken HTTP, each with the statuses that are a sensible answer to it.
 */
import { labPath } from "../../src/config/site";
import { REGISTERED_METHODS } from "../../scripts/server/http-rules.ts";
import { hashedCss } from "./server-contract";

export type Fuzz = { name: string; bytes: string | Buffer; allowed: number[] };

const OK = [200];
const PATH = [200, 400, 404];
const TOO_LONG = [400, 414, 431];

export function get(target: string, headers: string[] = [], method = "GET"): string {
  return [
    `${method} ${target} HTTP/1.1`,
    "Host: localhost",
    "Connection: close",
    ...headers,
    "",
    "",
  ].join("\r\n");
}

// prettier-ignore
const PATHS: [string, number[]][] = [
  ["//", [301]], ["/\\", [404]], [`//${labPath}`, [301]], ["/./", OK], ["/%2e/", OK], ["/index", OK],
  ["/..", [400]], ["/../..", [400]], ["/%2e%2e/", [400]], ["/%2E%2E%2F%2E%2E%2Fetc%2Fpasswd", [400]],
  ["/assets/../index.html", [301]], ["/assets/%2e%2e/index.html", [301]], ["/..%2f..%2fetc/passwd", [400]],
  ["/%", [400]], ["/%z", [400]], ["/%zz", [400]], ["/%0", [400]], ["/%00", [400]], ["/a%00.html", [400]],
  ["/%ff", [400, 404]], ["/%c0%ae%c0%ae/", [400, 404]], ["/%e0%a4%a", [400]], ["/%c3%a9", [404]],
  ["/\u00e9", [400, 404]], ["/%5c", [404]], ["/\\..\\..\\etc\\passwd", [400, 404]], ["/%2f%2f", OK],
  ["/;jsessionid=1", [404]], ["/?", OK], ["/??", OK], ["/?a=%zz", OK], ["/?%00", OK], ["/#frag", [200, 400]],
  ["/index.html/", [404]], ["/index.html.", [404]], ["/INDEX.HTML", [404]], ["/index.html.br", [404]],
  ["/index.html.gz", [404]], ["/INDEX.HTML.BR", [404]], ["/404", [404]], ["/404/", [404]], ["/404.html", [404]],
  ["/_headers", [404]], ["/_headers/", [404]], ["/%5fheaders", [404]], ["/_redirects", [404]],
  ["/.git/config", [404]], ["/.env", [404]], ["/.%65nv", [404]], ["/assets", [404]], ["/assets/", [404]],
  ["/og/", [404]], ["/og", [404]], [`${hashedCss}/`, [404]], [`${hashedCss}.br`, [404]], [`${hashedCss}?v=1`, OK],
  ["*", [400, 404]], ["http://localhost/", OK], [`HTTP://localhost${labPath}`, OK], ["http://evil.example/", PATH],
  ["//evil.example/", [301]], ["/\\evil.example", [404]], [labPath.slice(1), [400]], ["/a b", [400]], ["/a\tb", [400]],
  ["/%20", [404]], ["/+", [404]], ["/~root", [404]], ["/con", [404]], ["/aux.html", [404]], ["/%u002e", [400, 404]],
];

const METHODS: [string, number[]][] = [
  ...["GET", "HEAD"].map((m): [string, number[]] => [m, OK]),
  ...REGISTERED_METHODS.filter((m) => !["GET", "HEAD", "CONNECT"].includes(m)).map(
    (m): [string, number[]] => [m, [405]],
  ),
  ["CONNECT", [400, 405]],
  // Unknown methods: 501 (RFC 9110 §9.1); lower case is unknown too, or a bad request line.
  ...["PURGE", "FOO", "BREW"].map((m): [string, number[]] => [m, [501]]),
  ...["get", "Get"].map((m): [string, number[]] => [m, [400, 501]]),
  ...["G@T", "GET\u0001"].map((m): [string, number[]] => [m, [400]]),
];

// prettier-ignore
const RANGES = ["bytes=50-10", "bytes=0-0", "bytes=-100", "bytes=abc", "bytes=", "bytes=-", "bytes=--1", "bytes=-0",
  "bytes=0-", "bytes=1-2-3", "bytes=0-1e3", "bytes=99999999999999999999-", "bytes=-99999999999999999999",
  "bytes=0-18446744073709551616", "items=0-1", "bytes 0-1", " bytes=0-1", "BYTES=0-1", "bytes=0-1,", "bytes=,0-1",
  "bytes=0-1, 5-6", "bytes=0-0,0-0,0-0", Array.from({ length: 300 }, (_, i) => `${i}-${i}`).join(",").replace(/^/, "bytes="),
  "bytes=\u00ff-1", "bytes=1-0", "bytes=-1-2"];

// prettier-ignore
const CONDITIONALS = ["If-None-Match: garbage", 'If-None-Match: "', "If-None-Match: W/", "If-None-Match: *",
  'If-None-Match: *, "x"', `If-None-Match: ${Array.from({ length: 500 }, (_, i) => `"e${i}"`).join(", ")}`,
  "If-Modified-Since: garbage", "If-Modified-Since: 0", "If-Modified-Since: Fri, 31 Dec 99999 23:59:59 GMT",
  "If-Modified-Since: Sat, 01 Jan 2500 00:00:00 GMT", "If-Match: *", "If-Match: garbage", "If-Unmodified-Since: garbage",
  "If-Range: garbage", 'If-Range: W/"x"', "If-Range: Thu, 01 Jan 1970 00:00:00 GMT", "Cache-Control: no-cache",
  "Accept-Encoding: br;q=garbage", "Accept-Encoding: *;q=0", "Accept-Encoding: identity;q=0",
  "Accept-Encoding: gzip;q=0, br;q=0", "Accept-Encoding: x", `Accept-Encoding: ${"gzip, ".repeat(500)}br`];

const LONG = "a".repeat(20_000);
// prettier-ignore
const PROTOCOL: Fuzz[] = [
  { name: "a 7,000-byte path", bytes: get(`/${"a".repeat(7000)}`), allowed: [404, ...TOO_LONG] },
  { name: "a 20,000-byte path", bytes: get(`/${LONG}`), allowed: TOO_LONG },
  { name: "a 20,000-byte query", bytes: get(`/?${LONG}`), allowed: TOO_LONG },
  { name: "a 20,000-byte header", bytes: get("/", [`X-Long: ${LONG}`]), allowed: TOO_LONG },
  { name: "a 20,000-byte cookie", bytes: get("/", [`Cookie: a=${LONG}`]), allowed: TOO_LONG },
  { name: "500 headers", bytes: get("/", Array.from({ length: 500 }, (_, i) => `X-H${i}: ${i}`)), allowed: [200, ...TOO_LONG] },
  { name: "no Host in HTTP/1.1", bytes: "GET / HTTP/1.1\r\nConnection: close\r\n\r\n", allowed: [400] },
  { name: "HTTP/1.0 without Host", bytes: "GET / HTTP/1.0\r\n\r\n", allowed: OK },
  { name: "two Host headers", bytes: get("/", ["Host: other"]), allowed: [400] },
  { name: "HTTP/2.0 in the request line", bytes: "GET / HTTP/2.0\r\nHost: x\r\n\r\n", allowed: [505] },
  { name: "HTTP/1.2 in the request line", bytes: "GET / HTTP/1.2\r\nHost: x\r\n\r\n", allowed: [505] },
  { name: "HTTP/9.9", bytes: "GET / HTTP/9.9\r\nHost: x\r\n\r\n", allowed: [505] },
  { name: "lowercase protocol", bytes: "GET / http/1.1\r\nHost: x\r\n\r\n", allowed: [400] },
  // An HTTP/0.9 response has no status line and no headers: nothing is answered at all.
  { name: "no protocol (HTTP/0.9)", bytes: "GET /\r\n\r\n", allowed: [0] },
  { name: "HTTP/0.9 to a missing page", bytes: "GET /no-existe\r\n", allowed: [0] },
  { name: "a Host with a path", bytes: "GET / HTTP/1.1\r\nHost: a/b\r\nConnection: close\r\n\r\n", allowed: [400] },
  { name: "a Host with a space", bytes: "GET / HTTP/1.1\r\nHost: a b\r\nConnection: close\r\n\r\n", allowed: [400] },
  { name: "a header without a colon", bytes: get("/", ["NoColon"]), allowed: [200, 400] },
  { name: "a WebSocket upgrade", bytes: get("/", ["Upgrade: websocket", "Connection: Upgrade", "Sec-WebSocket-Version: 13", "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ=="]), allowed: [200, 400, 426] },
  { name: "a space before the colon", bytes: get("/", ["X-A : b"]), allowed: [400] },
  { name: "a folded header", bytes: get("/", ["X-A: b", " folded"]), allowed: [200, 400] },
  { name: "a NUL in a header", bytes: get("/", ["X-A: a\0b"]), allowed: [400] },
  { name: "bare LF line ends", bytes: "GET / HTTP/1.1\nHost: x\nConnection: close\n\n", allowed: [200, 400] },
  { name: "Content-Length and Transfer-Encoding", bytes: get("/", ["Content-Length: 4", "Transfer-Encoding: chunked"]) + "0\r\n\r\n", allowed: [400, 405] },
  { name: "two Content-Lengths", bytes: get("/", ["Content-Length: 1", "Content-Length: 2"]) + "ab", allowed: [400] },
  { name: "a negative Content-Length", bytes: get("/", ["Content-Length: -1"]), allowed: [400] },
  { name: "a GET with a body", bytes: get("/", ["Content-Length: 5"]) + "hello", allowed: OK },
  { name: "an unknown Transfer-Encoding", bytes: get("/", ["Transfer-Encoding: gzip"]), allowed: [400, 501] },
  { name: "binary garbage", bytes: Buffer.from(Array.from({ length: 256 }, (_, i) => (i * 7919) % 256)), allowed: [0, 400] },
  { name: "a TLS ClientHello", bytes: Buffer.from("16030100a5010000a10303", "hex"), allowed: [0, 400] },
  { name: "an empty request", bytes: "\r\n\r\n", allowed: [0, 400] },
  { name: "PRI (HTTP/2 preface)", bytes: "PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n", allowed: [0, 400, 405, 505] },
];

export const CASES: Fuzz[] = [
  ...PATHS.flatMap(([target, allowed]) => [
    { name: `GET ${target.slice(0, 60)}`, bytes: get(target, ["Accept-Encoding: br"]), allowed },
    { name: `HEAD ${target.slice(0, 60)}`, bytes: get(target, [], "HEAD"), allowed },
  ]),
  ...METHODS.flatMap(([method, allowed]) =>
    ["/", "/no-existe", hashedCss].map((target) => ({
      name: `${method} ${target}`,
      bytes: get(target, [], method),
      allowed: target === "/no-existe" && allowed === OK ? [404] : allowed,
    })),
  ),
  ...RANGES.flatMap((range) =>
    ["/", hashedCss].map((target) => ({
      name: `Range ${range.slice(0, 40)} on ${target}`,
      bytes: get(target, [`Range: ${range}`, "Accept-Encoding: identity"]),
      allowed: [200, 206, 416],
    })),
  ),
  ...CONDITIONALS.flatMap((header) =>
    ["/", "/no-existe"].map((target) => ({
      name: `${header.slice(0, 50)} on ${target}`,
      bytes: get(target, [header, "Range: bytes=0-9"]),
      allowed: target === "/" ? [200, 206, 304, 412] : [404],
    })),
  ),
  ...PROTOCOL,
];
