import type { SiteConfigInput } from "./site-schema";

/**
 * The example company identity (docs/requirements.md, "Company configuration"). A company replaces these values here, or
 * overrides any of them with SITE_* environment variables at build time (see README).
 */
export const siteDefaults: SiteConfigInput = {
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
