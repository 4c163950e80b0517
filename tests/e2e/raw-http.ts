/**
 * HTTP requests exactly as written: the path goes out byte for byte (no URL normalisation, unlike
 * a browser or Playwright's request context), and raw() writes any bytes to a socket at all.
 */
import http from "node:http";
import net from "node:net";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { scaled } from "../time-scale";

export type RawResponse = {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** The body as sent (still compressed when Content-Encoding says so). */
  body: Buffer;
  /** Status line and header bytes as they came over the wire. */
  headerBytes: number;
};

export type RawRequest = {
  method?: string;
  path: string;
  headers?: Record<string, string>;
  /** Send no Host field at all (a Host in `headers` replaces the usual one). */
  noHost?: boolean;
  /** Another loopback address of the same server (nginx's HTTP→HTTPS block listens on one). */
  host?: string;
};

export function origin(baseURL: string | undefined): { host: string; port: number } {
  const url = new URL(baseURL ?? "");
  return { host: url.hostname.replace(/^\[|\]$/g, ""), port: Number(url.port) };
}

export function request(
  baseURL: string | undefined,
  { method = "GET", path, headers = {}, noHost = false, host: address }: RawRequest,
): Promise<RawResponse> {
  const { host, port } = origin(baseURL);
  const options = { host: address ?? host, port, method, path, headers, agent: false };
  return new Promise((resolve, reject) => {
    const req = http.request({ ...options, setHost: !noHost }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => {
        const lines = res.rawHeaders.reduce(
          (sum, part, i) => sum + part.length + (i % 2 ? 4 : 0),
          0,
        );
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          body: Buffer.concat(chunks),
          headerBytes: `HTTP/1.1 ${res.statusCode} ${res.statusMessage}\r\n`.length + lines + 2,
        });
      });
      res.on("error", reject);
    });
    req.on("error", reject);
    req.end();
  });
}

/** The body with its Content-Encoding undone. */
export function decoded(response: RawResponse): Buffer {
  const encoding = response.headers["content-encoding"];
  if (encoding === "br") return brotliDecompressSync(response.body);
  if (encoding === "gzip") return gunzipSync(response.body);
  return response.body;
}

/**
 * Writes `bytes` to a fresh connection and returns the status of the first response, or 0 when
 * the server closes the connection (or stays silent for `waitMs`) without one.
 */
export function raw(
  baseURL: string | undefined,
  bytes: string | Buffer,
  waitMs = scaled(5000),
): Promise<number> {
  const { host, port } = origin(baseURL);
  return new Promise((resolve) => {
    const socket = net.connect({ host, port });
    let received = "";
    socket.setTimeout(waitMs, () => socket.destroy());
    socket.on("connect", () => socket.write(bytes));
    socket.on("data", (chunk) => {
      received += chunk.toString("latin1");
      if (/^HTTP\/1\.[01] \d{3}/.test(received)) socket.destroy();
    });
    socket.on("error", () => {});
    socket.on("close", () => resolve(Number(/^HTTP\/1\.[01] (\d{3})/.exec(received)?.[1] ?? 0)));
  });
}

/**
 * Writes `bytes` to a fresh connection, optionally closing the sending side right after (a
 * half-close), and returns the status of every response until the server closes the
 * connection or stays silent for `waitMs`.
 */
export function rawAll(
  baseURL: string | undefined,
  bytes: string | Buffer,
  { halfClose = false, waitMs = scaled(3000) } = {},
): Promise<number[]> {
  const { host, port } = origin(baseURL);
  return new Promise((resolve) => {
    const socket = net.connect({ host, port, allowHalfOpen: true });
    let received = "";
    socket.setTimeout(waitMs, () => socket.destroy());
    socket.on("connect", () => (halfClose ? socket.end(bytes) : socket.write(bytes)));
    socket.on("data", (chunk) => (received += chunk.toString("latin1")));
    socket.on("end", () => socket.destroy());
    socket.on("error", () => {});
    socket.on("close", () =>
      resolve([...received.matchAll(/HTTP\/1\.[01] (\d{3}) /g)].map((match) => Number(match[1]))),
    );
  });
}
