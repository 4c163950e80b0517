/**
 * Answers written straight to the socket, for requests that never reach Fastify: those Node's
 * parser refuses, and CONNECT (which Node hands to its own event and, with no listener, drops
 * unanswered). They carry the security headers like every other response.
 */
import http from "node:http";
import type { Duplex } from "node:stream";
import { ALLOWED_METHODS, MESSAGES, parserErrorStatus } from "./http-rules.ts";

type Headers = Record<string, string>;

function answer(socket: Duplex, status: number, headers: Headers, extra: Headers = {}) {
  const body = status === 405 ? "" : `${MESSAGES[status] ?? ""}\n`;
  const fields = {
    ...headers,
    ...(body ? { "Content-Type": "text/plain; charset=utf-8" } : {}),
    ...extra,
    "Content-Length": String(Buffer.byteLength(body)),
    Connection: "close",
  };
  const head = Object.entries(fields).map(([name, value]) => `${name}: ${value}`);
  socket.end([`HTTP/1.1 ${status} ${http.STATUS_CODES[status]}`, ...head, "", body].join("\r\n"));
}

/** Fastify's clientErrorHandler: nothing for HTTP/0.9, else 400, 414, 431 or 501. */
export function answerParserError(error: Error, socket: Duplex, headers: Headers): void {
  const { code, rawPacket } = error as unknown as { code?: string; rawPacket?: Buffer };
  if (socket.destroyed || code === "ECONNRESET") return;
  const status = parserErrorStatus(code ?? "", rawPacket);
  if (status === undefined || !socket.writable) return void socket.destroy();
  answer(socket, status, headers);
}

export function answerConnect(socket: Duplex, headers: Headers): void {
  answer(socket, 405, headers, { Allow: ALLOWED_METHODS.join(", ") });
}
