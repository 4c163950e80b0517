/**
 * What the site's servers say before any file is looked at, shared by npm start and the nginx
 * configuration so both answer alike: the methods (GET and HEAD; another registered method 405
 * with Allow, an unknown one 501, RFC 9110 §9.1 and §15.6.2), the Host a request must carry
 * (RFC 9112 §3.2: missing in HTTP/1.1, repeated or malformed is 400), and silence for HTTP/0.9,
 * whose response would have no status line and no headers.
 */

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
  501: "Método no implementado.",
};

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

/**
 * What to answer a request Node's parser refused: nothing for HTTP/0.9, 501 for a method Node
 * does not know, 431 or 414 for an oversized head, else 400.
 */
export function parserErrorStatus(code: string, raw: Buffer | undefined): number | undefined {
  const head = raw?.toString("latin1") ?? "";
  if (HTTP09.test(head)) return undefined;
  if (code === "HPE_HEADER_OVERFLOW") return 431;
  if (code === "HPE_URI_TOO_LONG") return 414;
  if (code === "HPE_INVALID_METHOD" && TOKEN_METHOD.test(head)) return 501;
  return 400;
}
