/** One tag of a page's head (src/layouts/page-head.astro writes it). */
export type HeadTag =
  | { title: string }
  | { name: string; content: string }
  | { property: string; content: string }
  | { tagName: "link"; rel: string; href: string }
  | { "script:ld+json": object };

export type PageSeo = {
  /** Page title without the company suffix (the template adds it). */
  title: string;
  description: string;
  /** Absolute path of the page, e.g. "/privacy-policy". */
  path: string;
  noindex?: boolean;
  /** JSON-LD objects for this page (see lib/structured-data.ts). */
  jsonLd?: readonly object[];
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
 * uncropped): the og:image tags, the build's renderer (scripts/og-image.ts) and the tests read it.
 */
export const OG_IMAGE = { width: 1200, height: 630 } as const;

/**
 * What the social image shows (scripts/og-image.ts draws it), for og:image:alt and
 * twitter:image:alt: a description of the picture, not its title again.
 */
export function ogImageAlt(companyName: string): string {
  return `Logotipo de ${companyName} y el título de la página en letras blancas sobre fondo azul marino`;
}

/** Where the build writes a page's social image: "/" → "/og/inicio.png", "/a/b" → "/og/a-b.png". */
export function ogImagePath(pathname: string): string {
  const slug = pathname.replace(/^\/+|\/+$/g, "").replace(/\//g, "-") || "inicio";
  return `/og/${slug}.png`;
}

/** All head tags of one page: title, description, canonical, Open Graph, Twitter, JSON-LD. */
export function buildMeta(page: PageSeo, site: SeoSite): HeadTag[] {
  const title = pageTitle(page.title, site.companyName);
  const url = absoluteUrl(site.siteUrl, page.path);
  const tags: HeadTag[] = [
    { title },
    { name: "description", content: page.description },
    { property: "og:type", content: "website" },
    { property: "og:locale", content: "es_CO" },
    { property: "og:site_name", content: site.companyName },
    { property: "og:title", content: title },
    { property: "og:description", content: page.description },
    { property: "og:image", content: absoluteUrl(site.siteUrl, ogImagePath(page.path)) },
    { property: "og:image:width", content: String(OG_IMAGE.width) },
    { property: "og:image:height", content: String(OG_IMAGE.height) },
    { property: "og:image:alt", content: ogImageAlt(site.companyName) },
    // A noindex page is no address to share either (the not-found page's /404 answers 404).
    ...(page.noindex ? [] : [{ property: "og:url", content: url }]),
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:image", content: absoluteUrl(site.siteUrl, ogImagePath(page.path)) },
    { name: "twitter:image:alt", content: ogImageAlt(site.companyName) },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: page.description },
  ];
  if (page.noindex) {
    tags.push({ name: "robots", content: "noindex" });
  } else {
    tags.push({ tagName: "link", rel: "canonical", href: url });
  }
  for (const data of page.jsonLd ?? []) tags.push({ "script:ld+json": data });
  return tags;
}
