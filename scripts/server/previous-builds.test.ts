// @vitest-environment node
import { existsSync, mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { ASSET_WINDOW_MS, earlierAssets, pruneBuilds, retention } from "./previous-builds.ts";

const HOUR_MS = 60 * 60 * 1000;
const NOW = Date.parse("2026-11-26T12:00:00Z");
const made: string[] = [];
afterAll(() => made.forEach((dir) => rmSync(dir, { recursive: true })));

/** Builds named by the hours before NOW at which each became current. */
function generations(hoursAgo: number[]): { root: string; dirs: string[] } {
  const root = mkdtempSync(path.join(os.tmpdir(), "previous-builds-"));
  made.push(root);
  const dirs = hoursAgo.map((hours) => {
    const dir = path.join(root, `build-${hours}h`);
    mkdirSync(path.join(dir, "client", "assets"), { recursive: true });
    writeFileSync(path.join(dir, "client", "index.html"), `<p>${hours}</p>`);
    writeFileSync(path.join(dir, "client", "assets", `site-${hours}.css`), "a{}");
    const files = { "index.html": 1, [`assets/site-${hours}.css`]: 3 };
    const manifest = path.join(dir, "manifest.json");
    writeFileSync(manifest, JSON.stringify({ files }));
    const at = new Date(NOW - hours * HOUR_MS);
    utimesSync(manifest, at, at);
    return dir;
  });
  return { root, dirs };
}

describe("the assets window", () => {
  const windowHours = ASSET_WINDOW_MS / HOUR_MS;

  it("keeps the build just replaced whole, older ones' assets inside the window, none after", () => {
    // Made 3 windows ago, replaced just outside the window, just inside it, an hour ago, now.
    const { root, dirs } = generations([3 * windowHours, windowHours + 2, windowHours - 2, 1, 0]);
    const [outside, inside, replacedInside, previous, current] = dirs as [string, ...string[]];
    const keep = retention(root, current as string, NOW);
    expect(keep.get(outside)).toBe("remove");
    expect(keep.get(inside as string)).toBe("assets");
    expect(keep.get(replacedInside as string)).toBe("assets");
    expect(keep.get(previous as string)).toBe("whole");
    expect(keep.get(current as string)).toBe("whole");
  });

  it("prunes to the assets, and the fallback lists them newest first", () => {
    const { root, dirs } = generations([50, 2, 1, 0]);
    const [oldest, older, previous, current] = dirs as [string, string, string, string];
    pruneBuilds(root, current, NOW);
    expect(existsSync(path.join(older, "client", "index.html"))).toBe(false);
    expect(existsSync(path.join(older, "client", "assets", "site-2.css"))).toBe(true);
    expect(existsSync(path.join(previous, "client", "index.html"))).toBe(true);
    expect(earlierAssets(root, current).map((build) => [...build.files])).toEqual([
      ["assets/site-1.css"],
      ["assets/site-2.css"],
      ["assets/site-50.css"],
    ]);
    expect(earlierAssets(root, oldest)).toEqual([]);
  });
});
