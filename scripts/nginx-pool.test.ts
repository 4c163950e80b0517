// @vitest-environment node
import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { fillPool } from "./nginx-pool.ts";

const made: string[] = [];
afterAll(() => made.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** A site with one release, `r1`, listing `assets` (name → content), its pool filled. */
function site(assets: Record<string, string>) {
  const dir = mkdtempSync(path.join(os.tmpdir(), "nginx-pool-"));
  made.push(dir);
  const release = path.join(dir, "releases", "r1");
  mkdirSync(path.join(release, "client", "assets"), { recursive: true });
  for (const [name, text] of Object.entries(assets)) {
    writeFileSync(path.join(release, "client", "assets", name), text);
  }
  const files = Object.fromEntries(
    Object.keys(assets).map((name) => [
      `assets/${name}`,
      statSync(path.join(release, "client", "assets", name)).size,
    ]),
  );
  writeFileSync(path.join(release, "manifest.json"), JSON.stringify({ files }));
  const pool = path.join(dir, "assets");
  fillPool(pool, [release]);
  return { pool, release };
}

describe("the shared assets pool", () => {
  it("names each repair as it happens: a file deleted, a directory in a file's place", () => {
    const { pool, release } = site({ "a.1.css": "a{}", "b.2.js": "b()" });
    rmSync(path.join(pool, "a.1.css"));
    rmSync(path.join(pool, "b.2.js"));
    mkdirSync(path.join(pool, "b.2.js", "dentro"), { recursive: true });
    const said: string[] = [];
    const repaired = fillPool(pool, [release], { say: (line) => said.push(line) });
    expect(repaired.sort()).toEqual([
      "assets/a.1.css (faltaba)",
      "assets/b.2.js (era un directorio)",
    ]);
    expect(said).toHaveLength(2);
    expect(readFileSync(path.join(pool, "b.2.js"), "utf8")).toBe("b()");
  });

  it("a run that fails later has already said the repairs it made", () => {
    const { pool, release } = site({ "a.1.css": "a{}" });
    // The release's own copy damaged: taken again from the pool, said at once.
    writeFileSync(path.join(release, "client", "assets", "a.1.css"), "");
    // Then a second release listing the same name with other bytes: refused.
    const other = path.join(path.dirname(release), "r2");
    mkdirSync(path.join(other, "client", "assets"), { recursive: true });
    writeFileSync(path.join(other, "client", "assets", "a.1.css"), "x{}");
    const files = { "assets/a.1.css": 3 };
    writeFileSync(path.join(other, "manifest.json"), JSON.stringify({ files }));
    const said: string[] = [];
    const options = { spares: [path.dirname(pool)], say: (line: string) => said.push(line) };
    expect(() => fillPool(pool, [release, other], options)).toThrow(
      "tiene otro contenido en r1 y en r2",
    );
    expect(said).toEqual([
      `Reparado en ${path.dirname(pool)}: releases/r1/client/assets/a.1.css (0 de 3 bytes; copiado de ${path.join(pool, "a.1.css")})`,
    ]);
  });
});
