/**
 * Addresses that are not files but have a home, redirected (301) by npm start, the nginx
 * configuration and the managed hosts' _redirects alike. Many tools ask for /sitemap.xml; the
 * sitemap @astrojs/sitemap writes is an index.
 */
import { SITEMAP_INDEX } from "../build-outputs.ts";

export const REDIRECTS: Readonly<Record<string, string>> = {
  "/sitemap.xml": `/${SITEMAP_INDEX}`,
};
