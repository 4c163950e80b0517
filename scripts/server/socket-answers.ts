/**
 * Answers written straight to the socket, for requests that never reach Fastify: those Node's
 * parser refuses, and CONNECT (which Node hands to its own event and, with no listener, drops
 * unanswered). They carry the security headers like every other response. A refused request
 * that follows valid ones on the same connection (pipelining) is answered after them, as nginx
 * does: the valid requests keep their responses.
 */
import http from "node:http";
import type { Duplex } from "node:stream";
import { ALLOWED_METHODS, failedRequest, MESSAGES, parserErrorStatus } from "./http-rules.ts";

type Headers = Record<string, string>;

/** Responses still being written on each connection. */
const inFlight = new WeakMap<Duplex, number>();
const idleWaiters = new WeakMap<Duplex, (() => void)[]>();

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

/** Counts each connection's responses in progress (for answers that must wait for them). */
export function trackResponses(server: http.Server): void {
  server.on("request", (_request: http.IncomingMessage, response: http.ServerResponse) => {
    const { socket } = response;
    if (!socket) return;
    inFlight.set(socket, (inFlight.get(socket) ?? 0) + 1);
    response.once("close", () => {
      const left = (inFlight.get(socket) ?? 1) - 1;
      inFlight.set(socket, left);
      if (left === 0) for (const waiter of idleWaiters.get(socket)?.splice(0) ?? []) waiter();
    });
  });
}

function whenIdle(socket: Duplex, then: () => void): void {
  if ((inFlight.get(socket) ?? 0) === 0) return then();
  idleWaiters.set(socket, [...(idleWaiters.get(socket) ?? []), then]);
}

/** Fastify's clientErrorHandler: nothing for HTTP/0.9, else 400, 414, 431, 501 or 505. */
export function answerParserError(error: Error, socket: Duplex, headers: Headers): void {
  const { code, rawPacket, bytesParsed } = error as unknown as {
    code?: string;
    rawPacket?: Buffer;
    bytesParsed?: number;
  };
  if (socket.destroyed || code === "ECONNRESET") return;
  const status = parserErrorStatus(code ?? "", failedRequest(rawPacket, bytesParsed));
  whenIdle(socket, () => {
    if (status === undefined || !socket.writable) return void socket.destroy();
    answer(socket, status, headers);
  });
}

export function answerConnect(socket: Duplex, headers: Headers): void {
  answer(socket, 405, headers, { Allow: ALLOWED_METHODS.join(", ") });
}
