/**
 * The sitemap (sitemaps.org protocol 0.9): the absolute URL of every page meant to be indexed.
 * Served by src/pages/sitemap.xml.ts, named by robots.txt.
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

export function sitemapXml(urls: readonly string[]): string {
  const entries = urls.map((url) => `<url><loc>${escapeXml(url)}</loc></url>`).join("");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${entries}</urlset>\n`;
}
