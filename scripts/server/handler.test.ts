// @vitest-environment node
import { mkdtempSync, rmSync, writeFileSync, mkdirSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { HeadersFile } from "../deploy-configs.ts";
import { createHandler } from "./handler.ts";

const PAGE = "<!doctype html><title>Inicio</title>".padEnd(2000, " ");
const HEADERS: HeadersFile = {
  all: { "X-Content-Type-Options": "nosniff" },
  hashedAssets: "immutable",
  pages: "must-revalidate",
  notFound: "no-cache",
};

let root: string;
let origin: string;
const servers: http.Server[] = [];

async function serve(headers: HeadersFile): Promise<string> {
  const server = http.createServer(createHandler({ root, headers }));
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

beforeAll(async () => {
  root = mkdtempSync(path.join(os.tmpdir(), "site-"));
  mkdirSync(path.join(root, "assets"));
  const files: Record<string, string> = {
    "index.html": PAGE,
    "404.html": PAGE.replace("Inicio", "No encontrada"),
    "assets/a.css": "a{}",
    _headers: "/*\n",
  };
  for (const [file, body] of Object.entries(files)) writeFileSync(path.join(root, file), body);
  writeFileSync(path.join(root, "index.html.br"), brotliCompressSync(PAGE));
  writeFileSync(path.join(root, "index.html.gz"), gzipSync(PAGE));
  origin = await serve(HEADERS);
});

afterAll(() => {
  for (const server of servers) server.close();
  rmSync(root, { recursive: true });
});

describe("createHandler", () => {
  it("serves the encoding the client accepts and never a .br under its own name", async () => {
    const br = await fetch(`${origin}/`, { headers: { "Accept-Encoding": "br" } });
    expect(br.headers.get("content-encoding")).toBe("br");
    expect(await br.text()).toBe(PAGE); // fetch decodes it
    const plain = await fetch(`${origin}/`, { headers: { "Accept-Encoding": "identity" } });
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(plain.headers.get("vary")).toBe("Accept-Encoding");
    expect((await fetch(`${origin}/index.html.br`)).status).toBe(404);
    expect((await fetch(`${origin}/_headers`)).status).toBe(404);
  });

  it("answers a file deleted since start-up with the not-found page", async () => {
    writeFileSync(path.join(root, "gone.txt"), "x");
    const withGone = await serve(HEADERS);
    rmSync(path.join(root, "gone.txt"));
    const response = await fetch(`${withGone}/gone.txt`);
    expect(response.status).toBe(404);
    expect(response.headers.get("cache-control")).toBe("no-cache");
  });

  it("turns an unexpected error into a 500 and keeps serving", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const broken = await serve({ ...HEADERS, hashedAssets: "bad\nvalue" });
    const failed = await fetch(`${broken}/assets/a.css`);
    expect(failed.status).toBe(500);
    expect(failed.headers.get("x-content-type-options")).toBe("nosniff");
    expect(error).toHaveBeenCalled();
    expect((await fetch(`${broken}/`)).status).toBe(200);
  });
});
