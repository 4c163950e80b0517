import { parseSiteConfig, withEnvOverrides, type SiteConfigInput } from "./site-schema";

/**
 * Company identity: the single source for every page, link, meta tag and JSON-LD block.
 * These defaults are examples; replace them here or override them with SITE_* environment
 * variables at build time (see README). Read at build time only: never import this module
 * from island code that runs in the browser (the islands build refuses it).
 */
const defaults: SiteConfigInput = {
  companyName: "Vértice Software",
  labProductName: "VérticeLab",
  labProductSlug: "verticelab",
  phoneDisplay: "+57 300 000 0000",
  phoneDigits: "573000000000",
  email: "contacto@example.com",
  portalUrl: "https://clientes.example.com",
  siteUrl: "https://www.example.com",
  facebookUrl: "https://www.facebook.com/example",
  instagramUrl: "https://www.instagram.com/example",
  linkedinUrl: "https://www.linkedin.com/company/example",
  gaMeasurementId: "",
  adsConversionId: "",
  adsWhatsappLabel: "",
  adsEmailLabel: "",
  legalUpdatedAt: "2026-11-01",
  labPriceCop: "",
};

export const site = parseSiteConfig(withEnvOverrides(defaults, process.env));

export const labPath = `/${site.labProductSlug}`;
