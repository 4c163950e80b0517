import { figureDefaults } from "./site-figures.ts";
import { subprocessorDefaults } from "./subprocessors.ts";
import type { SiteConfigInput } from "./site-schema.ts";

/**
 * The example company identity (docs/requirements.md, "Company configuration"). A company replaces these values here, or
 * overrides any of them with SITE_* environment variables at build time (see README).
 */
export const siteDefaults: SiteConfigInput = {
  companyName: "Vértice Software",
  legalName: "Vértice Software S.A.S.",
  // Fictitious: 900.123.456 with its valid DIAN check digit.
  nit: "900.123.456-8",
  // Fictitious: no building carries number 0-00.
  addressStreet: "Carrera 43A # 0-00, oficina 000",
  addressCity: "Medellín",
  addressRegion: "Antioquia",
  labProductName: "VérticeLab",
  labProductSlug: "verticelab",
  phoneDisplay: "+57 300 000 0000",
  phoneDigits: "573000000000",
  landlineDisplay: "",
  landlineDigits: "",
  email: "contacto@example.com",
  privacyEmail: "",
  portalUrl: "https://clientes.example.com",
  siteUrl: "https://www.example.com",
  facebookUrl: "https://www.facebook.com/example",
  instagramUrl: "https://www.instagram.com/example",
  linkedinUrl: "https://www.linkedin.com/company/example",
  // Example providers with their countries, refused by a release build (subprocessors.ts).
  ...subprocessorDefaults,
  gaMeasurementId: "",
  adsConversionId: "",
  adsWhatsappLabel: "",
  adsEmailLabel: "",
  shortName: "",
  // replyHours is left unset: the page promises the example reply time, which a release refuses.
  // The spec's figures, each with an example source a release build refuses.
  ...figureDefaults,
};
