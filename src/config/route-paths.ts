/**
 * Path segments of the fixed routes: the names of their pages in src/pages/ and the links to them.
 * The lab slug may not take any name of src/pages/ (scripts/site-config.ts).
 */
export const ROUTE_SEGMENTS = {
  privacyPolicy: "privacy-policy",
  termsOfService: "terms-of-service",
  /** Prerendered, then written as /404.html, the page static hosts serve for unknown paths. */
  notFound: "404",
} as const;

/** Absolute paths of the fixed routes, for links, canonicals and the consent banner's policy link. */
export const ROUTE_PATHS = {
  home: "/",
  privacyPolicy: `/${ROUTE_SEGMENTS.privacyPolicy}`,
  termsOfService: `/${ROUTE_SEGMENTS.termsOfService}`,
  notFound: `/${ROUTE_SEGMENTS.notFound}`,
} as const;

/** The sitemap (src/pages/sitemap.xml.ts), which robots.txt names. */
export const SITEMAP = "sitemap.xml";
