import type { Thing, WithContext } from "schema-dts";

export type PageSeo = {
  /** Page title without the company suffix (the template adds it). */
  title: string;
  description: string;
  /** Absolute path of the page, e.g. "/privacy-policy". */
  path: string;
  noindex?: boolean;
};

export type SeoSite = { companyName: string; siteUrl: string };

export function absoluteUrl(siteUrl: string, pathname: string): string {
  return new URL(pathname, siteUrl).toString();
}

/**
 * Longest title shown whole in search results: the 60 characters SEO validators hold titles to
 * (html-validate's long-title rule allows 70). A longer company or product name must not push a
 * page past it.
 */
export const MAX_TITLE_CHARS = 60;

/**
 * Title template: "<page> | <company>"; the page title alone when the company is the title or
 * when the suffix would make it longer than MAX_TITLE_CHARS (the page title still says what it is).
 */
export function pageTitle(title: string, companyName: string): string {
  const full = `${title} | ${companyName}`;
  return title === companyName || full.length > MAX_TITLE_CHARS ? title : full;
}

/**
 * The social image's size (docs/requirements.md: 1200 × 630, the 1.91:1 card every network shows
 * uncropped): the og:image tags, the build's renderer (src/lib/og-image.ts) and the tests read it.
 */
export const OG_IMAGE = { width: 1200, height: 630 } as const;

/**
 * What the social image shows (src/lib/og-image.ts draws it), for og:image:alt and
 * twitter:image:alt: a description of the picture, not its title again.
 */
export function ogImageAlt(companyName: string): string {
  return `Logotipo de ${companyName} y el título de la página en letras blancas sobre fondo azul marino`;
}

/** A page's social image's name (src/pages/og/[page].png.ts): "/" → "inicio", "/a/b" → "a-b". */
export function ogImageSlug(pathname: string): string {
  return pathname.replace(/^\/+|\/+$/g, "").replace(/\//g, "-") || "inicio";
}

/** Where a page's social image is served: "/" → "/og/inicio.png", "/a/b" → "/og/a-b.png". */
export function ogImagePath(pathname: string): string {
  return `/og/${ogImageSlug(pathname)}.png`;
}

/** A picture that stands for the page where it is shared (Open Graph and X cards). */
export type SocialImage = { url: string; width: number; height: number; alt: string };

/**
 * What a page's head says about it: the props of src/layouts/page-head.astro. Open Graph and the
 * X card share the title, the description and the image; X reads them from its own tags too.
 */
export type PageMetadata = {
  /** The whole title, company suffix included (pageTitle). */
  title: string;
  description: string;
  /** Absolute URL of the page: og:url and the canonical link, both left out when `noindex`. */
  url: string;
  /** Asks search engines not to index the page; such a page has no canonical link. */
  noindex: boolean;
  openGraph: { type: "website"; locale: string; siteName: string; image: SocialImage };
  twitter: { card: "summary_large_image" };
  /** The page's structured data (lib/structured-data.ts), one script element each. */
  jsonLd: readonly WithContext<Thing>[];
};

/** The head of one page from its SEO data, the company's name and the site's URL. */
export function pageMetadata(
  page: PageSeo,
  site: SeoSite,
  jsonLd: readonly WithContext<Thing>[] = [],
): PageMetadata {
  return {
    title: pageTitle(page.title, site.companyName),
    description: page.description,
    url: absoluteUrl(site.siteUrl, page.path),
    noindex: page.noindex ?? false,
    openGraph: {
      type: "website",
      locale: "es_CO",
      siteName: site.companyName,
      image: {
        url: absoluteUrl(site.siteUrl, ogImagePath(page.path)),
        ...OG_IMAGE,
        alt: ogImageAlt(site.companyName),
      },
    },
    twitter: { card: "summary_large_image" },
    jsonLd,
  };
}
