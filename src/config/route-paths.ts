/**
 * Path segments of the fixed routes: the names of their pages in src/pages/, the links to them and
 * the lab-slug check (the configurable lab route may not take any of these names).
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
