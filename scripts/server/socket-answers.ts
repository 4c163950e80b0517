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

/** The server Fastify runs on (its serverFactory). */
export function createHttpServer(handler: http.RequestListener): http.Server {
  // Host is checked by the app, with the security headers on the 400 (Node's own has none).
  const server = http.createServer({ requireHostHeader: false }, handler);
  // A client may send its request and close its sending side at once: it still gets its answer.
  // Node ends the connection at the half-close, unanswered, unless this flag (which its
  // http.Server has carried since Node 0.x, untyped in @types/node) is set.
  (server as http.Server & { httpAllowHalfOpen: boolean }).httpAllowHalfOpen = true;
  trackResponses(server);
  return server;
}

/** Counts each connection's responses in progress (for answers that must wait for them). */
function trackResponses(server: http.Server): void {
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
