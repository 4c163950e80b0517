/**
 * JSON-LD builders (schema.org types from schema-dts). Pure: they take the validated company
 * configuration and page data and return objects that routes put in their meta.
 */
import type {
  BreadcrumbList,
  FAQPage,
  Organization,
  Service,
  SoftwareApplication,
  WebPage,
  WebSite,
  WithContext,
} from "schema-dts";
import { ROUTE_PATHS } from "~/config/route-paths";
import type { SiteConfig } from "~/config/site-schema";
import { absoluteUrl } from "./seo";
import { PNG_ICONS } from "./site-icons";

/** The lab product's rating as its page shows it; absent when the company switches it off. */
export type LabRatingLd = { ratingValue: number; ratingCount: number; bestRating: number };

type Site = Pick<
  SiteConfig,
  | "companyName"
  | "legalName"
  | "nit"
  | "addressStreet"
  | "addressCity"
  | "addressRegion"
  | "siteUrl"
  | "email"
  | "landlineDigits"
  | "facebookUrl"
  | "instagramUrl"
  | "linkedinUrl"
  | "labProductName"
>;

const organizationId = (site: Site) =>
  `${absoluteUrl(site.siteUrl, ROUTE_PATHS.home)}#organization`;

export function organizationLd(site: Site): WithContext<Organization> {
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    "@id": organizationId(site),
    name: site.companyName,
    legalName: site.legalName,
    taxID: site.nit,
    url: absoluteUrl(site.siteUrl, ROUTE_PATHS.home),
    logo: absoluteUrl(site.siteUrl, `/${PNG_ICONS.logo.file}`),
    email: site.email,
    telephone: `+${site.landlineDigits}`,
    address: {
      "@type": "PostalAddress",
      streetAddress: site.addressStreet,
      addressLocality: site.addressCity,
      addressRegion: site.addressRegion,
      addressCountry: "CO",
    },
    sameAs: [site.facebookUrl, site.instagramUrl, site.linkedinUrl],
  };
}

export function serviceLd(
  site: Site,
  service: { title: string; description: string },
): WithContext<Service> {
  return {
    "@context": "https://schema.org",
    "@type": "Service",
    name: service.title,
    description: service.description,
    provider: { "@id": organizationId(site) },
    areaServed: { "@type": "Country", name: "Colombia" },
  };
}

/**
 * The lab product. Its offer is always in pesos (spec section 2: the structured data states price
 * currency COP); it carries the price the page shows ("Desde $X al mes por sede") when the
 * company publishes one, and only the currency when it says it does not (docs/proof.md).
 */
export function softwareApplicationLd(
  site: Site,
  page: { description: string; path: string },
  rating?: LabRatingLd,
  priceCop?: number,
): WithContext<SoftwareApplication> {
  return {
    "@context": "https://schema.org",
    "@type": "SoftwareApplication",
    name: site.labProductName,
    description: page.description,
    url: absoluteUrl(site.siteUrl, page.path),
    applicationCategory: "BusinessApplication",
    applicationSubCategory: "Sistema de información de laboratorio (LIS)",
    operatingSystem: "Web",
    publisher: { "@id": organizationId(site) },
    offers: {
      "@type": "Offer",
      ...(priceCop === undefined ? {} : { price: priceCop }),
      priceCurrency: "COP",
      // The price is per month and per site, as the page says: never a one-off price in search.
      ...(priceCop === undefined
        ? {}
        : {
            priceSpecification: {
              "@type": "UnitPriceSpecification",
              price: priceCop,
              priceCurrency: "COP",
              referenceQuantity: { "@type": "QuantitativeValue", value: 1, unitCode: "MON" },
              unitText: "al mes por sede",
            },
          }),
    },
    ...(rating ? { aggregateRating: { "@type": "AggregateRating", ...rating } } : {}),
  };
}

/** The site itself, on the home page: its name and language, published by the organization. */
export function webSiteLd(site: Site): WithContext<WebSite> {
  return {
    "@context": "https://schema.org",
    "@type": "WebSite",
    name: site.companyName,
    url: absoluteUrl(site.siteUrl, ROUTE_PATHS.home),
    inLanguage: "es-CO",
    publisher: { "@id": organizationId(site) },
  };
}

export type Crumb = { name: string; path: string };

export function webPageLd(
  site: Site,
  page: { title: string; description: string; path: string; crumbs: readonly Crumb[] },
): WithContext<WebPage> {
  const breadcrumb: BreadcrumbList = {
    "@type": "BreadcrumbList",
    itemListElement: page.crumbs.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(site.siteUrl, crumb.path),
    })),
  };
  return {
    "@context": "https://schema.org",
    "@type": "WebPage",
    name: page.title,
    description: page.description,
    url: absoluteUrl(site.siteUrl, page.path),
    inLanguage: "es-CO",
    isPartOf: {
      "@type": "WebSite",
      name: site.companyName,
      url: absoluteUrl(site.siteUrl, ROUTE_PATHS.home),
    },
    breadcrumb,
  };
}

export function faqPageLd(
  items: readonly { question: string; answer: string }[],
): WithContext<FAQPage> {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: items.map((item) => ({
      "@type": "Question",
      name: item.question,
      acceptedAnswer: { "@type": "Answer", text: item.answer },
    })),
  };
}
