/**
 * The sitemap (src/pages/sitemap.xml.ts) carries a lastmod for every address: the legal pages'
 * update date from their record of versions, which the pages themselves show, and the build's
 * date for the others.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { LEGAL_DOCUMENTS } from "../../src/config/legal-versions";
import { shownVersion } from "../../src/content/legal/shown-versions";
import { CLIENT_DIR } from "../../scripts/build-paths.ts";
import { SITEMAP } from "../../src/config/route-paths.ts";

test("every address in the sitemap has a lastmod; the legal pages' is their update date", () => {
  const xml = readFileSync(path.join(CLIENT_DIR, SITEMAP), "utf8");
  const entries = [...xml.matchAll(/<url><loc>([^<]+)<\/loc>(?:<lastmod>([^<]+)<\/lastmod>)?/g)];
  expect(entries.length).toBeGreaterThan(0);
  for (const [, loc = "", lastmod] of entries) {
    expect(lastmod, loc).toBeDefined();
    expect(Date.parse(lastmod ?? ""), loc).toBeLessThanOrEqual(Date.now());
    const legal = LEGAL_DOCUMENTS.find((id) => new URL(loc).pathname === `/${id}`);
    if (legal) expect(lastmod?.slice(0, 10), loc).toBe(shownVersion(legal).updatedAt);
  }
});
