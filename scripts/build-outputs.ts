/**
 * What the build writes at the top of build/client besides the routes' pages and the files of
 * public/. The configuration check reads this list (with the routes and public/) so the lab slug
 * can never take one of these names; after every build `unlistedOutputs` compares it with what
 * was really written, and the build fails if something new is missing here.
 */
import { readdirSync } from "node:fs";
import { FAVICON_ICO, PNG_ICONS, WEB_MANIFEST } from "../src/lib/site-icons.ts";
import { SPRITE_FILE } from "../src/lib/sprite.ts";

/** The sitemap robots.txt points to (scripts/postbuild.ts). */
export const SITEMAP_INDEX = "sitemap-index.xml";

export const BUILD_TOP_LEVEL: readonly string[] = [
  "index.html", // the home route
  "404.html", // the not-found page (src/pages/404.astro), which servers answer unknown paths with
  "assets", // the bundler's hashed assets, served with a one-year immutable cache
  "og", // one social image per page (ogImagePath in src/lib/seo.ts)
  SPRITE_FILE, // the shared SVG sprite (scripts/icon-sprite.ts)
  ...Object.values(PNG_ICONS).map((icon) => icon.file), // src/lib/site-icons.ts
  FAVICON_ICO.file,
  WEB_MANIFEST,
  SITEMAP_INDEX, // @astrojs/sitemap: the index and its one sitemap
  "sitemap-0.xml",
  "robots.txt",
  "_headers", // scripts/deploy-configs.ts
  "_redirects", // scripts/deploy-configs.ts
];

/** Precompressed siblings (scripts/precompress.ts) belong to the file they compress. */
const COMPRESSED = /\.(br|gz)$/;

/** Top-level entries of `clientDir` that are neither listed in `known` nor a compressed copy. */
export function unlistedOutputs(clientDir: string, known: Iterable<string>): string[] {
  const listed = new Set(known);
  return readdirSync(clientDir).filter((name) => !listed.has(name.replace(COMPRESSED, "")));
}
