/**
 * The site as if built with a Google tag, for engines that cannot rewrite a response themselves
 * (puppeteer over WebDriver BiDi, WebKitWebDriver): a local HTTP proxy in front of the test server
 * that passes every request on and rewrites each HTML page as tests/shared/google-tag-html.ts
 * says (the Chromium suite does the same by request interception, tests/e2e/google-tag.ts).
 */
import { createServer, request, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { HEADERS_DROPPED, withGoogleTag } from "../shared/google-tag-html";

export type GoogleTagProxy = { origin: string; close: () => Promise<void> };

export async function startGoogleTagProxy(target: string): Promise<GoogleTagProxy> {
  const upstream = new URL(target);
  const server: Server = createServer((incoming, answer) => {
    // Uncompressed, so the page can be read and rewritten.
    const headers = { ...incoming.headers, host: upstream.host, "accept-encoding": "identity" };
    const forward = request(
      {
        host: upstream.hostname,
        port: upstream.port,
        path: incoming.url,
        method: incoming.method,
        headers,
      },
      (response) => {
        const html = (response.headers["content-type"] ?? "").startsWith("text/html");
        const kept = Object.fromEntries(
          Object.entries(response.headers).filter(
            ([name]) => !(html && HEADERS_DROPPED.includes(name)),
          ),
        );
        answer.writeHead(response.statusCode ?? 502, kept);
        if (!html) return void response.pipe(answer);
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          answer.end(withGoogleTag(Buffer.concat(chunks).toString("utf8"), { ads: true })),
        );
      },
    );
    forward.on("error", () => answer.writeHead(502).end());
    incoming.pipe(forward);
  });
  await new Promise<void>((listening) => server.listen(0, "127.0.0.1", listening));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () => new Promise((closed) => server.close(() => closed())),
  };
}
