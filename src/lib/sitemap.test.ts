import { describe, expect, it } from "vitest";
import { sitemapXml } from "./sitemap";

describe("sitemap", () => {
  it("lists each URL once, in order, escaped for XML, each with its lastmod", () => {
    const xml = sitemapXml([
      { url: "https://a.test/", lastmod: "2026-01-02" },
      { url: "https://a.test/x?a=1&b=2", lastmod: "2026-03-04T05:06:07.000Z" },
    ]);
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns=/);
    const entries = [...xml.matchAll(/<loc>([^<]*)<\/loc><lastmod>([^<]*)<\/lastmod>/g)];
    expect(entries.map((match) => [match[1], match[2]])).toEqual([
      ["https://a.test/", "2026-01-02"],
      ["https://a.test/x?a=1&amp;b=2", "2026-03-04T05:06:07.000Z"],
    ]);
  });
});
