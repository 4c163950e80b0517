import type { APIRoute } from "astro";
import { site } from "~/config/site";
import { pageSeo } from "~/content/seo";
import { fileResponse } from "~/lib/file-response";
import { absoluteUrl, type PageSeo } from "~/lib/seo";
import { sitemapXml } from "~/lib/sitemap";

/** Every page of src/content/seo.ts but those that ask not to be indexed (the 404 page). */
export const GET: APIRoute = () => {
  const indexed = Object.values(pageSeo).filter((page: PageSeo) => !page.noindex);
  const urls = indexed.map((page) => absoluteUrl(site.siteUrl, page.path));
  return fileResponse(sitemapXml(urls), "application/xml");
};
