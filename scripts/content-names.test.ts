// @vitest-environment node
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { contentHash, contentName, renameByContent } from "./content-names.ts";

const made: string[] = [];
afterAll(() => made.forEach((dir) => rmSync(dir, { recursive: true })));

function client(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), "content-names-"));
  made.push(dir);
  mkdirSync(path.join(dir, "assets"));
  for (const [name, text] of Object.entries(files)) writeFileSync(path.join(dir, name), text);
  return dir;
}

describe("contentName", () => {
  it("replaces the hash Vite gave with the hash of the final bytes", () => {
    expect(contentName("site.D9VuIwHl.css", "a{}")).toBe(`site.${contentHash("a{}")}.css`);
    expect(contentName("inter.woff2", "x")).toBe(`inter.${contentHash("x")}.woff2`);
  });
});

describe("renameByContent", () => {
  it("renames a rewritten stylesheet and every reference, and what a rewrite changes in turn", () => {
    const dir = client({
      "index.html": '<link href="/assets/site.AAAAAAAA.css">',
      "assets/site.AAAAAAAA.css": "body{font:url(inter.x.woff2)}",
      "assets/boot.BBBBBBBB.js": 'import "/assets/site.AAAAAAAA.css"',
    });
    renameByContent(dir, ["site.AAAAAAAA.css"]);
    const names = readdirSync(path.join(dir, "assets"));
    const css = names.find((name) => name.endsWith(".css")) ?? "";
    const js = names.find((name) => name.endsWith(".js")) ?? "";
    expect(css).toBe(contentName("site.css", "body{font:url(inter.x.woff2)}"));
    expect(readFileSync(path.join(dir, "index.html"), "utf8")).toContain(`/assets/${css}`);
    const script = readFileSync(path.join(dir, "assets", js), "utf8");
    expect(script).toContain(css);
    expect(js).toBe(contentName("boot.js", script));
  });

  it("leaves a file whose name already matches its bytes", () => {
    const name = contentName("site.css", "a{}");
    const dir = client({ [`assets/${name}`]: "a{}", "index.html": name });
    renameByContent(dir, [name]);
    expect(readdirSync(path.join(dir, "assets"))).toEqual([name]);
  });
});
