/**
 * What the site's servers say before any file is looked at, shared by npm start and the nginx
 * configuration so both answer alike: the methods (GET and HEAD; another registered method 405
 * with Allow, an unknown one 501, RFC 9110 §9.1 and §15.6.2), the Host a request must carry
 * (RFC 9112 §3.2: missing in HTTP/1.1, repeated or malformed is 400), and silence for HTTP/0.9,
 * whose response would have no status line and no headers.
 */
import type http from "node:http";

export const ALLOWED_METHODS = ["GET", "HEAD"] as const;

/** RFC 9110's methods and PATCH and WebDAV's (IANA HTTP Method Registry): 405, not 501. */
export const REGISTERED_METHODS = [
  ...ALLOWED_METHODS,
  ...["POST", "PUT", "DELETE", "CONNECT", "OPTIONS", "TRACE", "PATCH"],
  ...["PROPFIND", "PROPPATCH", "MKCOL", "COPY", "MOVE", "LOCK", "UNLOCK", "SEARCH"],
] as const;

export const MESSAGES: Record<number, string> = {
  400: "Solicitud no válida.",
  404: "No encontrado.",
  405: "Método no permitido.",
  412: "No se cumple la condición de la solicitud.",
  414: "La dirección pedida es demasiado larga.",
  416: "El rango pedido no existe en este archivo.",
  431: "Las cabeceras de la solicitud son demasiado grandes.",
  500: "Error interno del servidor.",
  501: "No implementado en este servidor.",
  505: "Versión de HTTP no admitida.",
};

/**
 * A request body this server cannot frame: a transfer coding other than chunked alone (RFC 9112
 * §6.1: a server SHOULD answer 501 to one it does not understand), as nginx answers it.
 */
export function transferCodingStatus(codings: string | undefined): 501 | undefined {
  return codings === undefined || /^\s*chunked\s*$/i.test(codings) ? undefined : 501;
}

/**
 * The status for a request line's HTTP version, or undefined for 1.0 and 1.1. Node's parser
 * takes 2.0 and refuses other versions ("HTTP/1.2") itself; either way the server cannot process
 * them as 1.1, which RFC 9110 §2.5 would have it do for a higher minor version, so both servers
 * answer 505 (nginx: scripts/nginx-conf.ts).
 */
export function versionStatus(major: number): 505 | undefined {
  return major >= 2 ? 505 : undefined;
}

/** The status a method gets before its path is read, or undefined when it may go on. */
export function methodStatus(method: string): 405 | 501 | undefined {
  if ((ALLOWED_METHODS as readonly string[]).includes(method)) return undefined;
  return (REGISTERED_METHODS as readonly string[]).includes(method) ? 405 : 501;
}

/** RFC 3986 host (reg-name or IP literal) with an optional port: what a Host field may hold. */
const HOST =
  /^(?:[A-Za-z0-9\-._~!$&'()*+,;=]|%[0-9A-Fa-f]{2})*(?:\[[0-9A-Fa-f:.]+\])?(?::\d{0,5})?$/;

/**
 * Whether the Host fields of a request are acceptable: exactly one, well-formed (empty is, for a
 * target without authority), or none in HTTP/1.0.
 */
export function hostAcceptable(
  values: readonly string[] | undefined,
  httpVersion: string,
): boolean {
  if (!values || values.length === 0) return httpVersion === "1.0";
  return values.length === 1 && HOST.test(values[0] as string);
}

/** A method token (RFC 9110 §5.6.2) followed by a target and no HTTP-version: HTTP/0.9. */
const HTTP09 = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+ [^\s]+\r?\n/;
const TOKEN_METHOD = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+ /;
/** A well-formed request line whose version Node's parser refused ("HTTP/1.2", "HTTP/3.0"). */
const OTHER_VERSION = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+ \S+ HTTP\/(?!1\.[01]\s)\d\.\d\r?\n/;

/**
 * The request the parser failed on: after the last complete message in the bytes it was given
 * (a valid request may come before it on the same connection, RFC 9112 §9.3.2 pipelining).
 */
export function failedRequest(raw: Buffer | undefined, failedAt: number | undefined): string {
  const text = raw?.toString("latin1") ?? "";
  const before = text.slice(0, failedAt ?? text.length);
  const end = before.lastIndexOf("\r\n\r\n");
  return end < 0 ? text : text.slice(end + 4);
}

/**
 * What to answer a request Node's parser refused (`head` from failedRequest): nothing for
 * HTTP/0.9, 505 for an HTTP version it does not process, 501 for a method it does not know, 431
 * or 414 for an oversized head, else 400.
 */
export function parserErrorStatus(code: string, head: string): number | undefined {
  if (HTTP09.test(head)) return undefined;
  if (code === "HPE_HEADER_OVERFLOW") return 431;
  if (code === "HPE_URI_TOO_LONG") return 414;
  if (code === "HPE_INVALID_VERSION" && OTHER_VERSION.test(head)) return 505;
  if (code === "HPE_INVALID_METHOD" && TOKEN_METHOD.test(head)) return 501;
  return 400;
}

/** Every Host field as sent (Node's headers object keeps only the first). */
function hostFields(rawHeaders: string[]): string[] {
  return rawHeaders.filter((_, i) => i % 2 === 1 && rawHeaders[i - 1]?.toLowerCase() === "host");
}

type RequestHead = Pick<
  http.IncomingMessage,
  "httpVersionMajor" | "httpVersion" | "rawHeaders" | "headers"
> & { method?: string };

/** The refusal a request gets before its path is read, with the headers it needs, if any. */
export function requestRefusal(
  request: RequestHead,
): { status: number; headers: Record<string, string> } | undefined {
  const version = versionStatus(request.httpVersionMajor);
  if (version) return { status: version, headers: {} };
  if (!hostAcceptable(hostFields(request.rawHeaders), request.httpVersion)) {
    return { status: 400, headers: {} };
  }
  const method = methodStatus(request.method ?? "");
  if (method === 405) return { status: 405, headers: { allow: ALLOWED_METHODS.join(", ") } };
  if (method) return { status: method, headers: {} };
  // A body this server cannot frame cannot be told from the next request: the connection ends.
  if (transferCodingStatus(request.headers["transfer-encoding"])) {
    return { status: 501, headers: { connection: "close" } };
  }
  return undefined;
}
