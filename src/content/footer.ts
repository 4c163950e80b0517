import { ROUTE_PATHS } from "~/config/route-paths";
import { labPath, site } from "~/config/site";
import { contactSection } from "./contact";
import { homeLabel } from "./navigation";
import { services } from "./services";
import type { FooterLink, SocialLink } from "./types";

export const footerTagline = `Software a la medida, chatbots con IA y sistemas para laboratorios, desde ${site.addressCity} para el mundo.`;

export const footerLocation = contactSection.location.city;

export const footerServiceLinks = [
  ...services.map((service) => ({ name: service.title, href: "#servicios" })),
  { name: "Consultoría", href: "#contacto" },
] satisfies FooterLink[];

/** The three profiles of "Síguenos en:"; each icon's hover colour is its platform's (SiteFooter). */
export const socialLinks = [
  { platform: "facebook", href: site.facebookUrl, label: "Facebook" },
  { platform: "instagram", href: site.instagramUrl, label: "Instagram" },
  { platform: "linkedin", href: site.linkedinUrl, label: "LinkedIn" },
] as const satisfies readonly SocialLink[];

export const legalLinks = [
  { name: "Política de Privacidad", href: ROUTE_PATHS.privacyPolicy },
  { name: "Términos y Condiciones", href: ROUTE_PATHS.termsOfService },
] as const satisfies readonly FooterLink[];

/**
 * The consumer authority, linked from every page's footer (Ley 1480 de 2011, art. 50 lit. i: a
 * visible link to the authority's site): the Superintendencia de Industria y Comercio.
 */
export const consumerAuthority = {
  name: "Superintendencia de Industria y Comercio",
  href: "https://www.sic.gov.co",
} as const;

/** The lab and legal pages' footer: the site's pages, then the legal ones. */
export const subpageFooterLinks = [
  { name: homeLabel, href: ROUTE_PATHS.home },
  { name: site.labProductName, href: labPath },
  ...legalLinks,
] as const satisfies readonly FooterLink[];
