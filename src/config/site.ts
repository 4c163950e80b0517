import { ROUTE_SEGMENTS } from "./route-paths.ts";
import { siteDefaults } from "./site-defaults.ts";
import { assertReleaseReady, isReleaseBuild } from "./site-release.ts";
import { parseSiteConfig, withEnvOverrides } from "./site-schema.ts";

/**
 * Company identity: the single source for every page, link, meta tag and JSON-LD block,
 * validated when the site is built. Read at build time only (pages and what they render on the
 * server): code that runs in the browser never sees process.env, so islands get their copy from
 * src/content/ or as props, and the build refuses an island that imports this module
 * (scripts/client-guard.ts).
 *
 * The build checks the configuration first, with the full list of published names and a readable
 * message (scripts/site-config.ts, called from astro.config.ts); this is the same check again for
 * whatever imports the module outside the build (unit tests, the type sync).
 */
export const site = parseSiteConfig(
  withEnvOverrides(siteDefaults, process.env),
  Object.values(ROUTE_SEGMENTS),
);
if (isReleaseBuild(process.env)) assertReleaseReady(site);

export const labPath = `/${site.labProductSlug}`;
