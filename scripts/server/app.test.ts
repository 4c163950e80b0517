import { mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { brotliCompressSync } from "node:zlib";
import { afterAll, describe, expect, it } from "vitest";
import { filesUnder } from "../files.ts";
import { createApp } from "./app.ts";
import { BuildRefused, loadGeneration, type Generation } from "./generation.ts";

const PAGE = "<!doctype html><title>Inicio</title>".padEnd(2000, " ");
const made: string[] = [];

/** A build directory as scripts/build.ts leaves it, with `title` in its home page. */
function fakeBuild(title: string, { truncate = false } = {}): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), "generation-"));
  made.push(dir);
  const client = path.join(dir, "client");
  mkdirSync(path.join(client, "verticelab"), { recursive: true });
  const page = PAGE.replace("Inicio", title);
  writeFileSync(path.join(client, "index.html"), page);
  const br = brotliCompressSync(page);
  writeFileSync(path.join(client, "index.html.br"), truncate ? br.subarray(0, 20) : br);
  writeFileSync(path.join(client, "verticelab", "index.html"), page);
  writeFileSync(path.join(client, "404.html"), PAGE.replace("Inicio", "No encontrada"));
  const headers = { all: { "X-Content-Type-Options": "nosniff" }, hashedAssets: "immutable" };
  writeFileSync(
    path.join(dir, "headers.json"),
    JSON.stringify({ ...headers, pages: "must-revalidate", notFound: "no-cache" }),
  );
  const files = Object.fromEntries(
    filesUnder(client).map((file) => [file, statSync(path.join(client, file)).size]),
  );
  writeFileSync(path.join(dir, "manifest.json"), JSON.stringify({ files }));
  return dir;
}

afterAll(() => made.forEach((dir) => rmSync(dir, { recursive: true })));

describe("loadGeneration", () => {
  it("refuses a .br that does not decode, a missing page and a build without manifest", () => {
    expect(() => loadGeneration(fakeBuild("A", { truncate: true }))).toThrow(
      /index\.html\.br no se descomprime/,
    );
    const missing = fakeBuild("A");
    rmSync(path.join(missing, "client", "verticelab", "index.html"));
    expect(() => loadGeneration(missing)).toThrow(/falta verticelab\/index\.html/);
    const unfinished = fakeBuild("A");
    rmSync(path.join(unfinished, "manifest.json"));
    expect(() => loadGeneration(unfinished)).toThrow(BuildRefused);
  });
});

describe("createApp", () => {
  let generation: Generation = loadGeneration(fakeBuild("Primera"));
  const app = createApp(() => generation);

  it("serves each request from the generation current when it arrived", async () => {
    const first = await app.inject({ url: "/", headers: { "accept-encoding": "br" } });
    expect(first.headers["content-encoding"]).toBe("br");
    expect(first.headers["x-content-type-options"]).toBe("nosniff");
    generation = loadGeneration(fakeBuild("Segunda"));
    const second = await app.inject({ url: "/", headers: { "if-none-match": first.headers.etag } });
    expect(second.statusCode).toBe(200);
    expect(second.body).toContain("Segunda");
  });

  it("redirects a page's other addresses and answers unknown paths with the 404 page", async () => {
    const slash = await app.inject({ url: "/verticelab/?a=1" });
    expect([slash.statusCode, slash.headers.location]).toEqual([301, "/verticelab?a=1"]);
    const missing = await app.inject({ url: "/nada", headers: { "if-none-match": "*" } });
    expect([missing.statusCode, missing.headers["cache-control"]]).toEqual([404, "no-cache"]);
    expect(missing.body).toContain("No encontrada");
  });

  it("serves only the files the manifest lists, as nginx does (scripts/nginx-served.ts)", async () => {
    const build = fakeBuild("Listada");
    writeFileSync(path.join(build, "client", "notas.txt"), "no listado");
    writeFileSync(path.join(build, "client", "verticelab", "borrador.html"), "<p>no listado</p>");
    generation = loadGeneration(build);
    for (const url of ["/notas.txt", "/verticelab/borrador", "/verticelab/borrador.html"]) {
      expect((await app.inject({ url })).statusCode, url).toBe(404);
    }
    expect((await app.inject({ url: "/verticelab" })).statusCode).toBe(200);
  });

  it("compares If-Match strongly, and refuses a bad Host and unknown methods", async () => {
    const { etag } = (await app.inject({ url: "/" })).headers;
    expect(String(etag)).toMatch(/^"/);
    expect((await app.inject({ url: "/", headers: { "if-match": String(etag) } })).statusCode).toBe(
      200,
    );
    const weak = await app.inject({ url: "/", headers: { "if-match": `W/${String(etag)}` } });
    expect(weak.statusCode).toBe(412);
    expect((await app.inject({ url: "/", headers: { host: "a/b" } })).statusCode).toBe(400);
    const post = await app.inject({ method: "POST", url: "/" });
    expect([post.statusCode, post.headers.allow]).toEqual([405, "GET, HEAD"]);
  });

  it("serves an asset of an earlier build still kept, cached like any asset", async () => {
    const earlier = fakeBuild("Anterior");
    mkdirSync(path.join(earlier, "client", "assets"));
    writeFileSync(path.join(earlier, "client", "assets", "site.old.css"), "a{}");
    generation = {
      ...loadGeneration(fakeBuild("Actual")),
      earlier: [{ client: path.join(earlier, "client"), files: new Set(["assets/site.old.css"]) }],
    };
    const old = await app.inject({ url: "/assets/site.old.css" });
    expect([old.statusCode, old.body, old.headers["cache-control"]]).toEqual([
      200,
      "a{}",
      "immutable",
    ]);
    expect(old.headers["content-type"]).toMatch(/^text\/css/);
    expect((await app.inject({ url: "/assets/no-existe.css" })).statusCode).toBe(404);
    // Only assets: a page of the earlier build is never served.
    expect((await app.inject({ url: "/site.old.css" })).statusCode).toBe(404);
  });
});
