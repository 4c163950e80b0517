import { siteDefaults } from "./site-defaults.ts";
import { parseSiteConfig, withEnvOverrides } from "./site-schema.ts";

/**
 * Company identity: the single source for every page, link, meta tag and JSON-LD block,
 * validated when the site is built. Read at build time only: never import this module from
 * island code that runs in the browser (the islands build refuses it).
 */
export const site = parseSiteConfig(withEnvOverrides(siteDefaults, process.env));

export const labPath = `/${site.labProductSlug}`;
