/**
 * After prerendering: everything derived from the built pages themselves, so it follows the
 * route table and the company configuration without repeating them: one social image per page,
 * the icon sprite with the symbols the pages use (and those their islands show after a click), the PNG icons and web manifest, sitemap.xml
 * (indexable pages only) and robots.txt.
 */
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { buildSprite, SPRITE_FILE, spriteIdsIn, stateSpriteIds } from "./icon-sprite.ts";
import { renderIcon, renderOgImage } from "./og-image.ts";

type BuiltPage = {
  file: string;
  title: string;
  description: string;
  brand: string;
  ogImage: string;
  canonical?: string;
  noindex: boolean;
  spriteIds: string[];
};

const ICONS = [
  { file: "favicon-32.png", size: 32 },
  { file: "apple-touch-icon.png", size: 180 },
  { file: "icon-192.png", size: 192 },
  { file: "icon-512.png", size: 512 },
];

function decode(text: string): string {
  return text
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
}

function attr(html: string, pattern: RegExp, file: string, what: string): string {
  const match = pattern.exec(html)?.[1];
  if (match === undefined) throw new Error(`postbuild: ${path.basename(file)} has no ${what}.`);
  return decode(match);
}

function readPages(client: string): BuiltPage[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory() && entry.name !== "assets") walk(full);
      else if (entry.name.endsWith(".html")) files.push(full);
    }
  };
  walk(client);
  return files.sort().map((file) => {
    const html = readFileSync(file, "utf8");
    return {
      file,
      title: attr(html, /<meta property="og:title" content="([^"]*)"/, file, "og:title"),
      description: attr(html, /<meta name="description" content="([^"]*)"/, file, "description"),
      brand: attr(html, /<meta property="og:site_name" content="([^"]*)"/, file, "og:site_name"),
      ogImage: new URL(attr(html, /<meta property="og:image" content="([^"]*)"/, file, "og:image"))
        .pathname,
      canonical: /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1],
      noindex: /<meta name="robots" content="[^"]*noindex/.test(html),
      spriteIds: spriteIdsIn(html),
    };
  });
}

function sitemap(urls: string[]): string {
  const entries = urls.map((url) => `  <url><loc>${url}</loc></url>`).join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries}\n</urlset>\n`;
}

export async function postbuild(client: string, faviconSvg: string): Promise<void> {
  const pages = readPages(client);
  const home = pages.find((page) => page.canonical && new URL(page.canonical).pathname === "/");
  if (!home?.canonical) throw new Error("postbuild: the home page has no canonical URL.");
  const origin = new URL(home.canonical).origin;

  mkdirSync(path.join(client, "og"), { recursive: true });
  for (const page of pages) {
    const title = page.title.split(" | ")[0] ?? page.title;
    writeFileSync(path.join(client, page.ogImage), await renderOgImage({ ...page, title }));
  }

  writeFileSync(
    path.join(client, SPRITE_FILE),
    buildSprite([...pages.flatMap((page) => page.spriteIds), ...stateSpriteIds()]),
  );

  const svg = readFileSync(faviconSvg, "utf8");
  for (const icon of ICONS) writeFileSync(path.join(client, icon.file), renderIcon(svg, icon.size));
  const manifest = {
    name: home.brand,
    short_name: home.brand,
    description: home.description,
    lang: "es-CO",
    start_url: "/",
    display: "standalone",
    background_color: "#ffffff",
    theme_color: "#0a1428",
    icons: [
      { src: "/icon-192.png", sizes: "192x192", type: "image/png" },
      { src: "/icon-512.png", sizes: "512x512", type: "image/png" },
      { src: "/favicon.svg", sizes: "any", type: "image/svg+xml" },
    ],
  };
  writeFileSync(path.join(client, "site.webmanifest"), `${JSON.stringify(manifest, null, 2)}\n`);

  const indexable = pages
    .filter((page) => !page.noindex && page.canonical)
    .map((page) => page.canonical as string);
  writeFileSync(path.join(client, "sitemap.xml"), sitemap(indexable));
  writeFileSync(
    path.join(client, "robots.txt"),
    `User-agent: *\nAllow: /\n\nSitemap: ${origin}/sitemap.xml\n`,
  );
}
