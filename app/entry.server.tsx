/**
 * Renders every page to complete HTML (waiting for all of it, as static generation needs).
 * Builds prerender the not-found page at /404 with status 200 (a 404 would abort the build) and
 * the static server answers unknown paths with it and status 404; the dev server has no such
 * server, so there the catch-all route answers 404 itself.
 */
import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { renderToPipeableStream } from "react-dom/server";
import { ServerRouter, type EntryContext } from "react-router";

const NOT_FOUND_ROUTE_ID = "routes/not-found";

export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
) {
  const notFound = routerContext.staticHandlerContext.matches.some(
    (match) => match.route.id === NOT_FOUND_ROUTE_ID,
  );
  const status = import.meta.env.DEV && notFound ? 404 : responseStatusCode;
  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status, headers: responseHeaders });
  }
  return new Promise<Response>((resolve, reject) => {
    const timeout = setTimeout(() => abort(), streamTimeout + 1000);
    const { pipe, abort } = renderToPipeableStream(
      <ServerRouter context={routerContext} url={request.url} />,
      {
        onAllReady() {
          clearTimeout(timeout);
          const body = new PassThrough();
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              status,
              headers: responseHeaders,
            }),
          );
          pipe(body);
        },
        onShellError(error) {
          clearTimeout(timeout);
          reject(error);
        },
        onError(error) {
          console.error(error);
        },
      },
    );
  });
}
