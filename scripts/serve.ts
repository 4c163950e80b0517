/**
 * Production server for the prerendered site (build/client), behind `npm start`: the handler in
 * scripts/server/ (static files with precompressed brotli/gzip, conditional requests and ranges,
 * long-lived caching for hashed assets, the security headers, and the not-found page with status
 * 404 for every unknown path). Malformed requests Node's HTTP parser rejects get its own 400/431.
 */
import { readFileSync } from "node:fs";
import http from "node:http";
import path from "node:path";
import { BESIDE_CLIENT, BUILD_DIR, CLIENT_DIR } from "./build-paths.ts";
import type { HeadersFile } from "./deploy-configs.ts";
import type { Duplex } from "node:stream";
import { ALLOWED_METHODS, createHandler } from "./server/handler.ts";

export function createServer(): http.Server {
  // Written by the build from scripts/headers.ts, like the _headers and nginx configurations.
  const headers = JSON.parse(
    readFileSync(path.join(BUILD_DIR, BESIDE_CLIENT.headers), "utf8"),
  ) as HeadersFile;
  const server = http.createServer(createHandler({ root: CLIENT_DIR, headers }));
  // Node hands CONNECT to this event and, with no listener, drops the connection unanswered.
  server.on("connect", (_req, socket: Duplex) => {
    socket.end(
      `HTTP/1.1 405 Method Not Allowed\r\nAllow: ${ALLOWED_METHODS}\r\nContent-Length: 0\r\nConnection: close\r\n\r\n`,
    );
  });
  return server;
}

const port = Number(process.env.PORT ?? 3000);
createServer().listen(port, () => {
  console.log(`Sitio en producción: http://localhost:${port}`);
});
