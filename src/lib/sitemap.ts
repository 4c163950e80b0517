/**
 * The sitemap (sitemaps.org protocol 0.9): the absolute URL of every page meant to be indexed,
 * with the date it last changed. Served by src/pages/sitemap.xml.ts, named by robots.txt.
 */
const XML_ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&apos;",
};

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => XML_ESCAPES[char] ?? char);
}

/** One address and its lastmod (a W3C date or date-time). */
export type SitemapEntry = { url: string; lastmod: string };

export function sitemapXml(entries: readonly SitemapEntry[]): string {
  const urls = entries
    .map(
      ({ url, lastmod }) => `<url><loc>${escapeXml(url)}</loc><lastmod>${lastmod}</lastmod></url>`,
    )
    .join("");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${urls}</urlset>\n`;
}
