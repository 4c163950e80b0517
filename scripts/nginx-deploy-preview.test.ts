// @vitest-environment node
/**
 * `npm run deploy:nginx` publishes only a release build (previewRefusal, scripts/site-config.ts,
 * called before anything moves): run as staff run it, on a build whose record says preview, or
 * says nothing, it exits 1 with its message and leaves the site directory untouched; on a
 * release's record it goes past that check to the build itself (here one without its manifest,
 * which it refuses for that reason, not for being a preview).
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { RELEASE_COMMAND } from "../src/config/build-mode.ts";
import { BESIDE_CLIENT } from "./build-paths.ts";
import { previewRefusal } from "./site-config.ts";

const root = path.resolve(import.meta.dirname, "..");
const made: string[] = [];
afterAll(() => made.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** A build directory whose record says `release` (no record at all: undefined). */
function build(release?: boolean): { dir: string; site: string } {
  const top = mkdtempSync(path.join(os.tmpdir(), "deploy-preview-"));
  made.push(top);
  const dir = path.join(top, "build");
  mkdirSync(path.join(dir, "client"), { recursive: true });
  if (release !== undefined)
    writeFileSync(
      path.join(dir, BESIDE_CLIENT.buildRecord),
      JSON.stringify({ fingerprint: "0".repeat(64), release }),
    );
  return { dir, site: path.join(top, "site") };
}

/** `npm run deploy:nginx -- <site>` on the build in `dir` (BUILD_LINK moves build/). */
function deploy(dir: string, site: string) {
  const run = spawnSync("npm", ["run", "--silent", "deploy:nginx", "--", site], {
    cwd: root,
    env: { ...process.env, BUILD_LINK: dir, NGINX_ARGS: "" },
    encoding: "utf8",
  });
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}

const refusal = (what: string) =>
  `No se publicó: la compilación de build/ ${what}; publique una compilación de publicación: ${RELEASE_COMMAND} (docs/deploy.md).`;

describe("npm run deploy:nginx on a build that is not a release", () => {
  it.each([
    ["a preview", false, "es una vista previa (npm run build o npm start)"],
    ["a build without its record", undefined, "no dice cómo se hizo"],
  ])(
    "refuses %s with its message and exit 1, touching nothing",
    (_, release, what) => {
      const { dir, site } = build(release);
      const { status, output } = deploy(dir, site);
      expect(status).toBe(1);
      expect(output).toContain(refusal(what));
      expect(existsSync(site), "the site directory is not even created").toBe(false);
    },
    30_000,
  );

  it("lets a release's record through to the build's own checks", () => {
    const { dir, site } = build(true);
    expect(previewRefusal(path.join(dir, BESIDE_CLIENT.buildRecord))).toBeUndefined();
    const { status, output } = deploy(dir, site);
    expect(output).not.toContain("No se publicó: la compilación de build/");
    expect(status, "refused for its missing manifest, the next check").toBe(1);
    expect(output).toContain(`No se publicó en ${site}: no está el manifiesto de la compilación`);
  }, 30_000);
});
