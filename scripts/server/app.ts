/**
 * The application behind `npm start`: Fastify with @fastify/static, which sends the files
 * (precompressed .br/.gz siblings, conditional requests, byte ranges). Around it, this file
 * decides what may be sent, like the nginx configuration (scripts/nginx-conf.ts): the methods and
 * Host of http-rules.ts, nginx's path resolution (request-path.ts), canonical redirects (a page
 * answers at its name without a trailing slash or index.html), the headers of the build on every
 * response, and the not-found page with status 404. Each request reads one generation (a
 * complete build, generation.ts) from start to end, whatever is swapped in meanwhile; a missing
 * /assets/ file comes from the earlier builds still kept (previous-builds.ts).
 */
import type http from "node:http";
import fastifyStatic from "@fastify/static";
import Fastify, { type FastifyReply, type FastifyRequest } from "fastify";
import { contentType } from "./content-types.ts";
import type { Generation } from "./generation.ts";
import { isPublic, NOT_FOUND_PAGE } from "./generation.ts";
import { ALLOWED_METHODS, MESSAGES, requestRefusal } from "./http-rules.ts";
import { candidates, canonical, leadingSlashesRedirect, requestPath } from "./request-path.ts";
import { answerConnect, answerParserError, createHttpServer } from "./socket-answers.ts";
import {
  exactIfModifiedSince,
  publishedEtag,
  representations,
  strictRange,
  strongConditions,
} from "./validators.ts";

type Served = { generation: Generation; file?: string };
/** Hashed files, named by their content and cached for a year. */
const ASSETS = "assets/";
const served = new WeakMap<FastifyRequest, Served>();

/** Conditions and ranges concern the page asked for, not the not-found page sent instead. */
const IGNORED_FOR_NOT_FOUND = [
  ...["if-match", "if-none-match", "if-modified-since", "if-unmodified-since"],
  ...["range", "if-range"],
];

export function createApp(current: () => Generation) {
  const app = Fastify<http.Server>({
    serverFactory: createHttpServer,
    clientErrorHandler: (error, socket) => answerParserError(error, socket, current().headers.all),
    routerOptions: { maxParamLength: 65_536 },
    // A target the router cannot decode ("/%zz"); the hooks have not run, so the headers go here.
    frameworkErrors(error, _request, reply) {
      reply.headers(current().headers.all);
      plain(reply, MESSAGES[error.statusCode ?? 400] ? (error.statusCode ?? 400) : 400);
    },
  });
  app.register(fastifyStatic, {
    root: current().client,
    serve: false,
    preCompressed: true,
    etag: true,
    lastModified: true,
    cacheControl: false,
    dotfiles: "allow",
    index: false,
  });

  function plain(reply: FastifyReply, status: number) {
    return reply
      .code(status)
      .header("content-type", "text/plain; charset=utf-8")
      .send(`${MESSAGES[status] ?? ""}\n`);
  }

  function sendFile(
    request: FastifyRequest,
    reply: FastifyReply,
    file: string,
    cache: string,
    client?: string,
  ) {
    const state = served.get(request) as Served;
    state.file = file;
    const root = client ?? state.generation.client;
    const { headers } = request.raw;
    strongConditions(headers);
    strictRange(headers);
    exactIfModifiedSince(headers, representations(root, file));
    reply.header("cache-control", cache);
    return reply.sendFile(file, root);
  }

  function moved(reply: FastifyReply, location: string) {
    return reply.code(301).header("location", location).send();
  }

  function notFound(request: FastifyRequest, reply: FastifyReply) {
    const { raw } = request;
    raw.headers = Object.fromEntries(
      Object.entries(raw.headers).filter(([name]) => !IGNORED_FOR_NOT_FOUND.includes(name)),
    );
    const { headers } = (served.get(request) as Served).generation;
    return sendFile(request, reply.code(404), NOT_FOUND_PAGE, headers.notFound);
  }

  app.addHook("onRequest", async (request, reply) => {
    const generation = current();
    served.set(request, { generation });
    reply.headers(generation.headers.all);
    const { raw } = request;
    // Node's parser takes "GET /" as HTTP/0.9; any answer would go out with a status line.
    if (raw.httpVersionMajor === 0) {
      reply.hijack();
      raw.socket.destroy();
      return;
    }
    const refusal = requestRefusal(raw);
    if (refusal) return plain(reply.headers(refusal.headers), refusal.status);
  });

  app.addHook("onSend", async (request, reply, payload) => {
    const file = served.get(request)?.file;
    if (!file || (reply.statusCode >= 400 && reply.statusCode !== 404)) return payload;
    const etag = publishedEtag(reply.getHeader("etag"));
    if (etag) reply.header("etag", etag);
    const type = contentType(file);
    if (type && reply.statusCode !== 304) reply.header("content-type", type);
    // Like nginx, Accept-Ranges goes out with uncompressed files only (its bytes count against
    // the home page's first round trip); ranges of either still work.
    if (reply.getHeader("content-encoding")) reply.removeHeader("accept-ranges");
    return payload;
  });

  app.setErrorHandler(
    (error: Error & { statusCode?: number; headers?: object }, request, reply) => {
      const status = error.statusCode ?? 500;
      if (status === 404) return notFound(request, reply);
      if (status >= 500)
        console.error(`Error al responder ${request.method} ${request.url}:`, error);
      for (const [name, value] of Object.entries(error.headers ?? {})) reply.header(name, value);
      reply.removeHeader("etag").removeHeader("last-modified").removeHeader("content-encoding");
      return plain(reply, MESSAGES[status] ? status : 500);
    },
  );

  function serve(request: FastifyRequest, reply: FastifyReply) {
    const url = request.raw.url ?? "";
    const target = requestPath(url);
    if ("status" in target) return plain(reply, target.status);
    const { generation } = served.get(request) as Served;
    const query = /\?.*$/.exec(url)?.[0] ?? "";
    const redirect = canonical(target.path, generation);
    if (redirect) return moved(reply, `${encodeURI(redirect)}${query}`);
    const slashes = leadingSlashesRedirect(url);
    if (slashes) return moved(reply, slashes);
    const file = candidates(target.path)
      .map((candidate) => candidate.slice(1))
      .find((candidate) => generation.files.has(candidate));
    const { hashedAssets, pages } = generation.headers;
    if (!file) {
      // An asset of a page opened before the last build: from the newest earlier build that has it
      // (never its .br or .gz under their own names, as for the current build).
      const asset = target.path.slice(1);
      const earlier =
        asset.startsWith(ASSETS) &&
        isPublic(asset) &&
        generation.earlier.find((b) => b.files.has(asset));
      if (!earlier) return notFound(request, reply);
      return sendFile(request, reply, asset, hashedAssets, earlier.client);
    }
    return sendFile(request, reply, file, file.startsWith(ASSETS) ? hashedAssets : pages);
  }

  // Every request that passed the hook is resolved here, whatever the router made of its target
  // (absolute-form "http://host/", "//", a backslash).
  app.setNotFoundHandler(serve);
  app.route({ method: [...ALLOWED_METHODS], url: "/*", handler: serve });

  app.server.on("connect", (_request, socket) => answerConnect(socket, current().headers.all));
  return app;
}
