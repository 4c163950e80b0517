import { describe, expect, it } from "vitest";
import { sitemapXml } from "./sitemap";

describe("sitemap", () => {
  it("lists each URL once, in order, escaped for XML", () => {
    const xml = sitemapXml(["https://a.test/", "https://a.test/x?a=1&b=2"]);
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns=/);
    expect([...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1])).toEqual([
      "https://a.test/",
      "https://a.test/x?a=1&amp;b=2",
    ]);
  });
});
