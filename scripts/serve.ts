/**
 * Production server for the prerendered site (build/client): static files through sirv with
 * precompressed brotli/gzip, long-lived caching for hashed assets, the security headers, and the
 * not-found page with status 404 for every unknown path.
 */
import { readFileSync } from "node:fs";
import http from "node:http";
import path from "node:path";
import sirv from "sirv";
import type { HeadersFile } from "./deploy-configs.ts";

const buildDir = path.resolve(import.meta.dirname, "..", "build");
const root = path.join(buildDir, "client");
const notFoundPage = readFileSync(path.join(root, "404.html"));
// Written by the build from scripts/headers.ts, like the _headers and nginx configurations.
const headers = JSON.parse(
  readFileSync(path.join(buildDir, "headers.json"), "utf8"),
) as HeadersFile;

const files = sirv(root, {
  etag: true,
  gzip: true,
  brotli: true,
  extensions: ["html"],
  setHeaders(res, pathname) {
    res.setHeader(
      "Cache-Control",
      pathname.startsWith("/assets/") ? headers.hashedAssets : headers.pages,
    );
  },
});

export function createServer(): http.Server {
  return http.createServer((req, res) => {
    for (const [name, value] of Object.entries(headers.all)) res.setHeader(name, value);
    const notFound = () => {
      res.statusCode = 404;
      res.setHeader("Content-Type", "text/html; charset=utf-8");
      res.setHeader("Cache-Control", "no-cache");
      res.end(req.method === "HEAD" ? undefined : notFoundPage);
    };
    // The not-found page itself is never a page that exists.
    if (/^\/404(\.html)?$/.test(new URL(req.url ?? "/", "http://x").pathname)) return notFound();
    files(req, res, notFound);
  });
}

const port = Number(process.env.PORT ?? 3000);
createServer().listen(port, () => {
  console.log(`Sitio en producción: http://localhost:${port}`);
});
