import { describe, expect, it } from "vitest";
import {
  MAX_TITLE_CHARS,
  OG_IMAGE,
  absoluteUrl,
  ogImageAlt,
  ogImagePath,
  pageMetadata,
  pageTitle,
} from "./seo";

const site = { companyName: "Vértice Software", siteUrl: "https://www.example.com" };

describe("seo", () => {
  it("templates titles with the company name", () => {
    expect(pageTitle("Política de Privacidad", site.companyName)).toBe(
      "Política de Privacidad | Vértice Software",
    );
    expect(pageTitle("Vértice Software", site.companyName)).toBe("Vértice Software");
  });

  it("drops the company suffix rather than exceed the title length", () => {
    const page = "Laboratorio Nexo: LIS para laboratorios clínicos";
    expect(`${page} | Andina Códigos`.length).toBeGreaterThan(MAX_TITLE_CHARS);
    expect(pageTitle(page, "Andina Códigos")).toBe(page);
    const fits = "x".repeat(MAX_TITLE_CHARS - " | Andina Códigos".length);
    expect(pageTitle(fits, "Andina Códigos")).toBe(`${fits} | Andina Códigos`);
  });

  it("gives the page's absolute URL for the canonical link and og:url", () => {
    const meta = pageMetadata(
      { title: "Inicio", description: "Descripción", path: "/verticelab" },
      site,
    );
    expect(meta.url).toBe("https://www.example.com/verticelab");
    expect(meta.noindex).toBe(false);
    expect(meta.description).toBe("Descripción");
    expect(meta.title).toBe(pageTitle("Inicio", site.companyName));
  });

  it("marks noindex pages (whose head then leaves out og:url and the canonical link)", () => {
    const meta = pageMetadata(
      { title: "Página no encontrada", description: "x", path: "/404", noindex: true },
      site,
    );
    expect(meta.noindex).toBe(true);
    expect(meta.url).toBe("https://www.example.com/404");
  });

  it("describes the social image by what it shows, not by the page title", () => {
    const { openGraph } = pageMetadata({ title: "Inicio", description: "D", path: "/" }, site);
    const alt = ogImageAlt(site.companyName);
    expect(alt).toContain(site.companyName);
    expect(alt).not.toContain("Inicio");
    expect(openGraph.image.alt).toBe(alt);
    expect(openGraph.siteName).toBe(site.companyName);
  });

  it("joins paths to the origin", () => {
    expect(absoluteUrl("https://www.example.com", "/")).toBe("https://www.example.com/");
  });
});

describe("social image", () => {
  // The one place the size is written literally: it is the requirement itself.
  it("has the size docs/requirements.md fixes, in its Open Graph tags too", () => {
    expect(OG_IMAGE).toEqual({ width: 1200, height: 630 });
    const { image } = pageMetadata({ title: "T", description: "D", path: "/" }, site).openGraph;
    expect(image).toMatchObject(OG_IMAGE);
  });

  it("names one image per route", () => {
    expect(ogImagePath("/")).toBe("/og/inicio.png");
    expect(ogImagePath("/privacy-policy")).toBe("/og/privacy-policy.png");
    const meta = pageMetadata({ title: "T", description: "D", path: "/verticelab" }, site);
    expect(meta.openGraph.image.url).toBe("https://www.example.com/og/verticelab.png");
  });
});
