import type { APIRoute } from "astro";
import { LEGAL_DOCUMENTS } from "~/config/legal-versions";
import { site } from "~/config/site";
import { shownVersion } from "~/content/legal/shown-versions";
import { pageSeo } from "~/content/seo";
import { fileResponse } from "~/lib/file-response";
import { absoluteUrl, type PageSeo } from "~/lib/seo";
import { sitemapXml } from "~/lib/sitemap";

/**
 * Every page of src/content/seo.ts but those that ask not to be indexed (the 404 page; the
 * earlier versions of the legal texts are not among them). lastmod: a legal page's update date
 * from its record of versions (the date the page shows), the build's for the others, whose HTML
 * this build wrote.
 */
export const GET: APIRoute = () => {
  const builtAt = new Date().toISOString();
  const lastmod = (path: string) => {
    const legal = LEGAL_DOCUMENTS.find((id) => path === `/${id}`);
    return legal ? shownVersion(legal).updatedAt : builtAt;
  };
  const indexed = Object.values(pageSeo).filter((page: PageSeo) => !page.noindex);
  const entries = indexed.map((page) => ({
    url: absoluteUrl(site.siteUrl, page.path),
    lastmod: lastmod(page.path),
  }));
  return fileResponse(sitemapXml(entries), "application/xml");
};
