import { describe, expect, it } from "vitest";
import { labPath, site } from "~/config/site";
import {
  faqPageLd,
  organizationLd,
  softwareApplicationLd,
  webPageLd,
  webSiteLd,
} from "./structured-data";

/** An address on the configured site, as schema.org wants it: absolute. */
const at = (path: string) => new URL(path, site.siteUrl).href;

describe("structured data", () => {
  it("describes the organization with its legal identity, address and social profiles", () => {
    // Each value of the configuration in the schema.org property that names it (schema.org's
    // PostalAddress: locality is the city, region the department). The values differ from one
    // another, so one put in another's property would show.
    const configured = [site.addressStreet, site.addressCity, site.addressRegion, site.legalName];
    expect(new Set(configured).size).toBe(configured.length);
    expect(organizationLd(site)).toMatchObject({
      "@type": "Organization",
      name: site.companyName,
      legalName: site.legalName,
      taxID: site.nit,
      telephone: `+${site.landlineDigits}`,
      url: at("/"),
      address: {
        "@type": "PostalAddress",
        streetAddress: site.addressStreet,
        addressLocality: site.addressCity,
        addressRegion: site.addressRegion,
        addressCountry: "CO",
      },
      sameAs: [site.facebookUrl, site.instagramUrl, site.linkedinUrl],
    });
  });

  it("gives the lab product its rating and an offer in COP, with the page's price when it has one", () => {
    const rating = { ratingValue: 4.9, ratingCount: 47, bestRating: 5 };
    const page = { description: "LIS", path: labPath };
    const app = softwareApplicationLd(site, page, rating, 450_000);
    expect(app).toMatchObject({
      "@type": "SoftwareApplication",
      operatingSystem: "Web",
      aggregateRating: { "@type": "AggregateRating", ...rating },
    });
    // The spec's currency in every build; the price only when the company publishes one.
    // The price is a month's, per site: its unit says so.
    expect(app.offers).toEqual({
      "@type": "Offer",
      price: 450_000,
      priceCurrency: "COP",
      priceSpecification: {
        "@type": "UnitPriceSpecification",
        price: 450_000,
        priceCurrency: "COP",
        referenceQuantity: { "@type": "QuantitativeValue", value: 1, unitCode: "MON" },
        unitText: "al mes por sede",
      },
    });
    const unpriced = softwareApplicationLd(site, page, rating);
    expect(unpriced.offers).toEqual({ "@type": "Offer", priceCurrency: "COP" });
  });

  it("describes the site on its own, published by the organization", () => {
    expect(webSiteLd(site)).toEqual({
      "@context": "https://schema.org",
      "@type": "WebSite",
      name: site.companyName,
      url: at("/"),
      inLanguage: "es-CO",
      publisher: { "@id": `${at("/")}#organization` },
    });
  });

  it("declares no rating when the company switches it off", () => {
    const app = softwareApplicationLd(site, { description: "LIS", path: labPath });
    expect(app).not.toHaveProperty("aggregateRating");
  });

  it("builds a web page with an absolute breadcrumb", () => {
    const page = webPageLd(site, {
      title: "Política de Privacidad",
      description: "d",
      path: "/privacy-policy",
      crumbs: [
        { name: "Inicio", path: "/" },
        { name: "Política de Privacidad", path: "/privacy-policy" },
      ],
    });
    expect(page.breadcrumb).toMatchObject({
      itemListElement: [
        { position: 1, name: "Inicio", item: at("/") },
        { position: 2, item: at("/privacy-policy") },
      ],
    });
  });

  it("turns questions and answers into an FAQPage", () => {
    expect(faqPageLd([{ question: "¿P?", answer: "R." }]).mainEntity).toEqual([
      { "@type": "Question", name: "¿P?", acceptedAnswer: { "@type": "Answer", text: "R." } },
    ]);
  });
});
