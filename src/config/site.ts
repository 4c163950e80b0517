import { invalidHeading, resolveCompany } from "./company-data.ts";
import { ROUTE_SEGMENTS } from "./route-paths.ts";
import { SiteConfigError } from "./site-schema.ts";

/**
 * Company identity: the single source for every page, link, meta tag and JSON-LD block, read from
 * the company folder (company-folder.ts) with the example's values where it gives none, and the
 * SITE_* variables over both (company-data.ts), validated when the site is built. Read at build
 * time only (pages and what they render on the server): code that runs in the browser never sees
 * the company's files, so islands get their copy from src/content/ or as props, and the build
 * refuses an island that imports this module (scripts/client-guard.ts).
 *
 * The build checks the configuration first, with the full list of published names, the release
 * check and a readable message (scripts/config-check.ts, then astro.config.ts), and refuses any
 * wrong value before a page renders. Here a wrong value of the company's file gives way to the
 * example's, so the release check can still render the legal texts and list everything in one
 * run; a value that stays wrong even so (a variable, two fields that disagree) throws.
 */
function load() {
  const { data, config, problems } = resolveCompany(process.env, Object.values(ROUTE_SEGMENTS));
  if (!config) throw new SiteConfigError(`${invalidHeading(data)}\n${problems.join("\n")}`);
  return config;
}

export const site = load();

export const labPath = `/${site.labProductSlug}`;
