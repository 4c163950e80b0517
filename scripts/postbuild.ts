/**
 * After prerendering: what follows from the pages' SEO data (read from src/content/seo.ts) and the
 * company configuration, without repeating them and without reading the built HTML: one social
 * image per page, the icon sprite with the symbols prerendering drew (src/lib/sprite.ts) and those
 * the islands show after a click, the PNG icons and web manifest, and robots.txt, which points
 * to the sitemap @astrojs/sitemap writes.
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { runnerImport } from "vite";
import { absoluteUrl, ogImagePath, type PageSeo } from "../src/lib/seo.ts";
import {
  FAVICON_ICO,
  FAVICON_SVG,
  iconSizes,
  PNG_ICONS,
  squareIconSvg,
  THEME_COLOR,
  WEB_MANIFEST,
} from "../src/lib/site-icons.ts";
import { renderedSpriteSymbols } from "../src/lib/sprite.ts";
import { sharedConfig } from "../vite.shared.ts";
import { SITEMAP_INDEX } from "./build-outputs.ts";
import { buildSprite, SPRITE_FILE, stateSpriteIds } from "./icon-sprite.ts";
import { renderFaviconIco, renderIcon, renderOgImage } from "./og-image.ts";

type BuiltPage = {
  title: string;
  description: string;
  brand: string;
  shortName: string;
  ogImage: string;
  canonical?: string;
};

/** Every page's SEO data, read from src/content/seo.ts through Vite's module runner. */
async function readPages(): Promise<BuiltPage[]> {
  const config = { ...sharedConfig, configFile: false as const, logLevel: "warn" as const };
  const [{ module: seo }, { module: siteModule }] = await Promise.all([
    runnerImport<typeof import("../src/content/seo.ts")>("/src/content/seo.ts", config),
    runnerImport<typeof import("../src/config/site.ts")>("/src/config/site.ts", config),
  ]);
  const { site } = siteModule;
  return Object.values(seo.pageSeo).map((page: PageSeo) => ({
    title: page.title,
    description: page.description,
    brand: site.companyName,
    shortName: site.shortName,
    ogImage: ogImagePath(page.path),
    canonical: page.noindex ? undefined : absoluteUrl(site.siteUrl, page.path),
  }));
}

/** The sprite symbols the prerendered pages drew (the sprite holds these and the state icons). */
function prerenderedSpriteSymbols(): string[] {
  const symbols = [...renderedSpriteSymbols()];
  if (symbols.length === 0) {
    throw new Error(
      "postbuild: no sprite symbol was recorded while prerendering; src/lib/sprite.ts expects the pages to be rendered in the build's own process.",
    );
  }
  return symbols;
}

export async function postbuild(client: string, faviconSvg: string): Promise<void> {
  const pages = await readPages();
  const home = pages.find((page) => page.canonical && new URL(page.canonical).pathname === "/");
  if (!home?.canonical) throw new Error("postbuild: the home page has no canonical URL.");
  const origin = new URL(home.canonical).origin;

  mkdirSync(path.join(client, "og"), { recursive: true });
  for (const page of pages) {
    writeFileSync(path.join(client, page.ogImage), await renderOgImage(page));
  }

  writeFileSync(
    path.join(client, SPRITE_FILE),
    buildSprite([...prerenderedSpriteSymbols(), ...stateSpriteIds()]),
  );

  const svg = readFileSync(faviconSvg, "utf8");
  for (const icon of Object.values(PNG_ICONS)) {
    const drawing = icon.square ? squareIconSvg(svg) : svg;
    writeFileSync(path.join(client, icon.file), renderIcon(drawing, icon.size));
  }
  writeFileSync(
    path.join(client, FAVICON_ICO.file),
    await renderFaviconIco(svg, FAVICON_ICO.sizes),
  );
  const installIcons = Object.values(PNG_ICONS).filter((icon) => icon.manifest);
  const manifest = {
    name: home.brand,
    short_name: home.shortName,
    description: home.description,
    lang: "es-CO",
    start_url: "/",
    display: "standalone",
    background_color: "#ffffff",
    theme_color: THEME_COLOR,
    icons: [
      ...installIcons.map((icon) => ({
        src: `/${icon.file}`,
        sizes: iconSizes(icon),
        type: "image/png",
        ...(icon === PNG_ICONS.maskable ? { purpose: "maskable" } : {}),
      })),
      { src: `/${FAVICON_SVG}`, sizes: "any", type: "image/svg+xml" },
    ],
  };
  writeFileSync(path.join(client, WEB_MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);

  writeFileSync(
    path.join(client, "robots.txt"),
    `User-agent: *\nAllow: /\n\nSitemap: ${origin}/${SITEMAP_INDEX}\n`,
  );
}
