// @vitest-environment node
import { existsSync, mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import {
  ABANDONED_MS,
  ASSET_WINDOW_MS,
  earlierAssets,
  markReplaced,
  markServed,
  pruneBuilds,
  retention,
} from "./previous-builds.ts";

const HOUR_MS = 60 * 60 * 1000;
const NOW = Date.parse("2026-11-26T12:00:00Z");
const made: string[] = [];
afterAll(() => made.forEach((dir) => rmSync(dir, { recursive: true })));

const hoursAgo = (hours: number) => new Date(NOW - hours * HOUR_MS);

/** A complete build named `name` under `root`, made `hours` before NOW. */
function complete(root: string, name: string, hours: number): string {
  const dir = path.join(root, name);
  mkdirSync(path.join(dir, "client", "assets"), { recursive: true });
  writeFileSync(path.join(dir, "client", "index.html"), `<p>${name}</p>`);
  writeFileSync(path.join(dir, "client", "assets", `site-${name}.css`), "a{}");
  const files = { "index.html": 1, [`assets/site-${name}.css`]: 3 };
  const manifest = path.join(dir, "manifest.json");
  writeFileSync(manifest, JSON.stringify({ files }));
  utimesSync(manifest, hoursAgo(hours), hoursAgo(hours));
  utimesSync(dir, hoursAgo(hours), hoursAgo(hours));
  return dir;
}

/** Stamps `dir` as served `hours` before NOW (what markServed records at a swap). */
function served(dir: string, hours: number): string {
  const stamp = path.join(dir, "served");
  writeFileSync(stamp, "");
  utimesSync(stamp, hoursAgo(hours), hoursAgo(hours));
  return dir;
}

/**
 * Builds that became current at each of `hoursAgo` in turn, as the swaps leave them: each one
 * stamped when the next replaced it, the last one when it became current.
 */
function generations(becameCurrent: number[]): { root: string; dirs: string[] } {
  const root = mkdtempSync(path.join(os.tmpdir(), "previous-builds-"));
  made.push(root);
  const dirs = becameCurrent.map((hours, i) =>
    served(complete(root, `build-${hours}h`, hours), becameCurrent[i + 1] ?? hours),
  );
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
    expect(existsSync(path.join(older, "client", "assets", "site-build-2h.css"))).toBe(true);
    expect(existsSync(path.join(older, "served")), "the stamp stays with the assets").toBe(true);
    expect(existsSync(path.join(previous, "client", "index.html"))).toBe(true);
    expect(earlierAssets(root, current).map((build) => [...build.files])).toEqual([
      ["assets/site-build-1h.css"],
      ["assets/site-build-2h.css"],
      ["assets/site-build-50h.css"],
    ]);
    expect(earlierAssets(root, oldest)).toEqual([]);
  });
});

describe("a build killed between its manifest and its swap", () => {
  it("is never taken for the build that was live: that one stays whole, the rollback target", () => {
    // `rollback` was replaced by `live` 3 hours ago; `killed` completed 30 minutes ago, unswapped.
    const { root, dirs } = generations([5, 3]);
    const [rollback, live] = dirs as [string, string];
    const killed = complete(root, "killed", 0.5);
    const before = retention(root, live, NOW);
    expect([...before.keys()].sort()).toEqual([rollback, live].sort());
    expect([...before.values()]).toEqual(["whole", "whole"]);

    // The next build swaps in: it stamps the build it replaces, then itself.
    const next = complete(root, "next", 0);
    markReplaced(root, live);
    markServed(next);
    const keep = retention(root, next);
    expect(keep.get(live), "the build that was live is the one replaced").toBe("whole");
    expect(keep.get(rollback)).toBe("assets");
    expect(keep.has(killed), "a build never served has no place in the window").toBe(false);
    expect(earlierAssets(root, next).map(({ client }) => client)).toEqual([
      path.join(live, "client"),
      path.join(rollback, "client"),
    ]);

    pruneBuilds(root, next, NOW);
    expect(existsSync(path.join(live, "client", "index.html"))).toBe(true);
    expect(existsSync(killed), "kept while it may be a build still running").toBe(true);
    pruneBuilds(root, next, NOW + ABANDONED_MS);
    expect(existsSync(killed), "removed once abandoned").toBe(false);
    expect(existsSync(path.join(live, "client", "index.html"))).toBe(true);
  });

  it("builds from before the stamp: those complete before the served one count, later ones not", () => {
    const root = mkdtempSync(path.join(os.tmpdir(), "previous-builds-"));
    made.push(root);
    const earlier = complete(root, "earlier", 5);
    const live = complete(root, "live", 3);
    const killed = complete(root, "killed", 1);
    markReplaced(root, live);
    expect(existsSync(path.join(earlier, "served"))).toBe(true);
    expect(existsSync(path.join(killed, "served"))).toBe(false);
    expect([...retention(root, live).keys()].sort()).toEqual([earlier, live].sort());
  });

  it("a first build killed before its swap is not taken as served by the next one", () => {
    // No stamps anywhere yet: the first build completed its manifest and was killed; then a build
    // swaps in with nothing to replace.
    const root = mkdtempSync(path.join(os.tmpdir(), "previous-builds-"));
    made.push(root);
    const killed = complete(root, "killed", 1);
    const first = complete(root, "first", 0);
    markServed(first);
    expect(existsSync(path.join(killed, "served"))).toBe(false);
    expect([...retention(root, first).keys()]).toEqual([first]);
    expect(earlierAssets(root, first)).toEqual([]);
  });
});
