/**
 * The sitemap @astrojs/sitemap writes carries a lastmod for every address (astro.config.ts): the
 * legal pages' update date from their record of versions, which the pages themselves show, and the
 * build's date for the others. /sitemap.xml, which many tools try first, is redirected to the
 * index by every server (server-contract.ts).
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { LEGAL_DOCUMENTS } from "../../src/config/legal-versions";
import { shownVersion } from "../../src/content/legal/versions";
import { CLIENT_DIR } from "../../scripts/build-paths.ts";

test("every address in the sitemap has a lastmod; the legal pages' is their update date", () => {
  const xml = readFileSync(path.join(CLIENT_DIR, "sitemap-0.xml"), "utf8");
  const entries = [...xml.matchAll(/<url><loc>([^<]+)<\/loc>(?:<lastmod>([^<]+)<\/lastmod>)?/g)];
  expect(entries.length).toBeGreaterThan(0);
  for (const [, loc = "", lastmod] of entries) {
    expect(lastmod, loc).toBeDefined();
    expect(Date.parse(lastmod ?? ""), loc).toBeLessThanOrEqual(Date.now());
    const legal = LEGAL_DOCUMENTS.find((id) => new URL(loc).pathname === `/${id}`);
    if (legal) expect(lastmod?.slice(0, 10), loc).toBe(shownVersion(legal).updatedAt);
  }
});
