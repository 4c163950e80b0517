import { describe, expect, it } from "vitest";
import {
  MAX_TITLE_CHARS,
  OG_IMAGE,
  absoluteUrl,
  buildMeta,
  ogImageAlt,
  ogImagePath,
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

  it("builds an absolute canonical and og:url from the site URL", () => {
    const meta = buildMeta(
      { title: "Inicio", description: "Descripción", path: "/verticelab" },
      site,
    );
    expect(meta).toContainEqual({
      tagName: "link",
      rel: "canonical",
      href: "https://www.example.com/verticelab",
    });
    expect(meta).toContainEqual({
      property: "og:url",
      content: "https://www.example.com/verticelab",
    });
    expect(meta).toContainEqual({ name: "description", content: "Descripción" });
  });

  it("marks noindex pages and gives them neither a canonical nor an og:url", () => {
    const meta = buildMeta(
      { title: "Página no encontrada", description: "x", path: "/404", noindex: true },
      site,
    );
    expect(meta).toContainEqual({ name: "robots", content: "noindex" });
    expect(meta.some((tag) => "rel" in tag && tag.rel === "canonical")).toBe(false);
    expect(meta.some((tag) => "property" in tag && tag.property === "og:url")).toBe(false);
  });

  it("describes the social image for Open Graph and X alike, not by the page title", () => {
    const meta = buildMeta({ title: "Inicio", description: "D", path: "/" }, site);
    const alt = ogImageAlt(site.companyName);
    expect(alt).toContain(site.companyName);
    expect(alt).not.toContain("Inicio");
    expect(meta).toContainEqual({ property: "og:image:alt", content: alt });
    expect(meta).toContainEqual({ name: "twitter:image:alt", content: alt });
  });

  it("joins paths to the origin", () => {
    expect(absoluteUrl("https://www.example.com", "/")).toBe("https://www.example.com/");
  });
});

describe("social image", () => {
  // The one place the size is written literally: it is the requirement itself.
  it("has the size docs/requirements.md fixes, in its Open Graph tags too", () => {
    expect(OG_IMAGE).toEqual({ width: 1200, height: 630 });
    const meta = buildMeta({ title: "T", description: "D", path: "/" }, site);
    expect(meta).toContainEqual({ property: "og:image:width", content: String(OG_IMAGE.width) });
    expect(meta).toContainEqual({ property: "og:image:height", content: String(OG_IMAGE.height) });
  });

  it("names one image per route", () => {
    expect(ogImagePath("/")).toBe("/og/inicio.png");
    expect(ogImagePath("/privacy-policy")).toBe("/og/privacy-policy.png");
    expect(buildMeta({ title: "T", description: "D", path: "/verticelab" }, site)).toContainEqual({
      property: "og:image",
      content: "https://www.example.com/og/verticelab.png",
    });
  });
});
