/**
 * The request handler behind `npm start`. Static files go out through `send` (pillarjs, the file
 * sender inside Express's serve-static), which implements RFC 9110's conditional requests
 * (If-Match, If-Unmodified-Since, If-None-Match lists, If-Modified-Since, 304s that keep ETag,
 * Cache-Control and Vary) and byte ranges (suffix ranges, 416 with Content-Range, malformed or
 * multiple ranges answered with the whole file). Around it, this file decides what may be sent:
 * GET and HEAD only, a path that names a public file (see site-files.ts), the encoding the client
 * accepts (`negotiator`), and the not-found page, compressed like any page, with status 404.
 * Whatever throws becomes a 500 for that request only; the process keeps serving.
 */
import { readFileSync } from "node:fs";
import type http from "node:http";
import path from "node:path";
import send from "send";
import type { HeadersFile } from "../deploy-configs.ts";
import { candidates, requestPath } from "./request-path.ts";
import { ENCODINGS, loadSiteFiles, negotiate, type SiteFile } from "./site-files.ts";

export const ALLOWED_METHODS = "GET, HEAD";

export type HandlerOptions = { root: string; headers: HeadersFile };
type Handler = (req: http.IncomingMessage, res: http.ServerResponse) => void;

const MESSAGES: Record<number, string> = {
  400: "Solicitud no válida.",
  405: "Método no permitido.",
  412: "No se cumple la condición de la solicitud.",
  416: "El rango pedido no existe en este archivo.",
  500: "Error interno del servidor.",
};

export function createHandler({ root, headers }: HandlerOptions): Handler {
  const { files, notFound } = loadSiteFiles(root);
  const notFoundBodies = new Map(
    [undefined, ...ENCODINGS].flatMap((encoding) => {
      const representation = encoding ? notFound[encoding] : notFound.identity;
      if (!representation) return [];
      return [[encoding, readFileSync(path.join(root, representation.relative))] as const];
    }),
  );

  /** Starts a response from scratch: the security headers and nothing else. */
  function reset(res: http.ServerResponse) {
    for (const name of res.getHeaderNames()) res.removeHeader(name);
    for (const [name, value] of Object.entries(headers.all)) res.setHeader(name, value);
  }

  function plain(req: http.IncomingMessage, res: http.ServerResponse, status: number) {
    const body = Buffer.from(`${MESSAGES[status] ?? ""}\n`);
    res.statusCode = status;
    res.setHeader("Content-Type", "text/plain; charset=utf-8");
    res.setHeader("Content-Length", body.length);
    res.end(req.method === "HEAD" ? undefined : body);
  }

  function fail(req: http.IncomingMessage, res: http.ServerResponse, error: unknown) {
    console.error(`Error al responder ${req.method} ${req.url}:`, error);
    if (res.headersSent) return void res.destroy();
    try {
      reset(res);
    } catch {
      for (const name of res.getHeaderNames()) res.removeHeader(name);
    }
    plain(req, res, 500);
  }

  function sendNotFound(req: http.IncomingMessage, res: http.ServerResponse) {
    const encoding = negotiate(req, notFound);
    const body = notFoundBodies.get(encoding) as Buffer;
    res.statusCode = 404;
    res.setHeader("Content-Type", notFound.type);
    res.setHeader("Cache-Control", headers.notFound);
    if (notFoundBodies.size > 1) res.setHeader("Vary", "Accept-Encoding");
    if (encoding) res.setHeader("Content-Encoding", encoding);
    res.setHeader("Content-Length", body.length);
    res.end(req.method === "HEAD" ? undefined : body);
  }

  function sendFile(req: http.IncomingMessage, res: http.ServerResponse, file: SiteFile) {
    const encoding = negotiate(req, file);
    const representation = (encoding && file[encoding]) || file.identity;
    res.setHeader(
      "Cache-Control",
      representation.relative.startsWith("assets/") ? headers.hashedAssets : headers.pages,
    );
    if (ENCODINGS.some((other) => file[other])) res.setHeader("Vary", "Accept-Encoding");
    res.setHeader("Content-Type", file.type);
    if (encoding) res.setHeader("Content-Encoding", encoding);
    res.setHeader("ETag", representation.etag);
    // RFC 9110 §13.1.5: a weak validator in If-Range never matches, so the whole file goes out.
    if (
      String(req.headers["if-range"] ?? "")
        .trimStart()
        .startsWith("W/")
    )
      delete req.headers.range;

    const urlPath = `/${representation.relative.split("/").map(encodeURIComponent).join("/")}`;
    send(req, urlPath, { root, etag: false, cacheControl: false, index: false, dotfiles: "allow" })
      .on("error", (error: { status?: number; headers?: Record<string, string> }) => {
        guard(req, res, () => {
          if (res.headersSent) return void res.destroy();
          reset(res);
          if (error.status === 404) return sendNotFound(req, res); // deleted since start-up
          if (error.status !== 412 && error.status !== 416) throw error;
          for (const [name, value] of Object.entries(error.headers ?? {})) {
            res.setHeader(name, value);
          }
          plain(req, res, error.status);
        });
      })
      // Ranges still work; like nginx, the header goes out for uncompressed files only (its bytes
      // count against the home page's first round trip).
      .on("stream", () => encoding && res.removeHeader("Accept-Ranges"))
      // A directory where the file was at start-up.
      .on("directory", () => guard(req, res, () => sendNotFound(req, res)))
      .pipe(res);
  }

  function guard(req: http.IncomingMessage, res: http.ServerResponse, respond: () => void) {
    try {
      respond();
    } catch (error) {
      fail(req, res, error);
    }
  }

  return (req, res) =>
    guard(req, res, () => {
      reset(res);
      if (req.method !== "GET" && req.method !== "HEAD") {
        res.setHeader("Allow", ALLOWED_METHODS);
        return plain(req, res, 405);
      }
      // RFC 9112 §3.2: more than one Host is a bad request (Node's parser lets it through).
      if ((req.headersDistinct.host?.length ?? 0) > 1) return plain(req, res, 400);
      const target = requestPath(req.url ?? "");
      if ("status" in target) return plain(req, res, target.status);
      const file = candidates(target.path)
        .map((candidate) => files.get(candidate))
        .find(Boolean);
      if (!file) return sendNotFound(req, res);
      sendFile(req, res, file);
    });
}
