import path from "node:path";
import react from "@astrojs/react";
import sitemap from "@astrojs/sitemap";
import tailwindcss from "@tailwindcss/vite";
import { FontaineTransform } from "fontaine";
import { defineConfig } from "astro/config";
import { runnerImport } from "vite";
import { EARLIER_VERSION_PATH } from "./src/config/legal-versions.ts";
import { loadProofOrExit } from "./src/config/proof-file.ts";
import { siteBuild } from "./scripts/astro-integration.ts";
import { forbidConfigInBrowserCode } from "./scripts/client-guard.ts";
import { checkLegalVersionsOrExit } from "./scripts/legal-versions.ts";
import { resolveSiteConfigOrExit } from "./scripts/site-config.ts";
import { sharedConfig } from "./vite.shared.ts";

// Before Astro loads the pages (which read the configuration): a wrong SITE_* value stops the
// build or the dev server here with its message, without a stack trace.
const config = resolveSiteConfigOrExit();
loadProofOrExit();
// The legal texts against their record of versions: a release stops on a text not recorded.
const legalUpdatedAt = await checkLegalVersionsOrExit();

// The pages that ask not to be indexed (noindex in src/content/seo.ts) stay out of the sitemap,
// and so do the earlier versions of the legal pages (also noindex).
const { module: seo } = await runnerImport<typeof import("./src/content/seo.ts")>(
  "/src/content/seo.ts",
  { ...sharedConfig, configFile: false, logLevel: "warn" },
);
// lastmod: the legal pages' update date from their record of versions (the date they show), the
// build's date for the others, whose HTML this build wrote.
const builtAt = new Date().toISOString();
const lastmod = (url: string) => legalUpdatedAt.get(new URL(url).pathname) ?? builtAt;
const unlisted = new Set(
  Object.values<{ path: string; noindex?: boolean }>(seo.pageSeo)
    .filter((page) => page.noindex)
    .map((page) => page.path),
);

// Browser files named for what they are: Astro names a layout's <script> after the layout plus
// "_astro_type_script_index_N_lang", the one stylesheet after the first component to import it,
// and React's chunk after its entry module, "client", as are the islands runtime and Astro's own.
const ASSETS = "assets";
const ASTRO_SCRIPT_SUFFIX = /\.astro_astro_type_script_index_\d+_lang$/;
function entryFileNames(chunk: { name: string }): string {
  return `${ASSETS}/${chunk.name.replace(ASTRO_SCRIPT_SUFFIX, "")}.[hash].js`;
}
function chunkFileNames(chunk: { name: string; moduleIds: readonly string[] }): string {
  const react = chunk.moduleIds.some((id) => id.includes("/node_modules/react-dom/"));
  return `${ASSETS}/${react ? "react" : chunk.name}.[hash].js`;
}
function assetFileNames(asset: { names: readonly string[] }): string {
  return asset.names[0]?.endsWith(".css")
    ? `${ASSETS}/site.[hash][extname]`
    : `${ASSETS}/[name].[hash][extname]`;
}

export default defineConfig({
  site: config.siteUrl,
  // Canonical URLs have no trailing slash; every server redirects /page/ to /page.
  trailingSlash: "never",
  // scripts/build.ts writes each build to a directory of its own and links build/ to it when done.
  outDir: path.join(process.env.BUILD_OUT_DIR ?? "build", "client"),
  build: {
    format: "directory",
    // Hashed files under /assets/, which every server configuration caches for a year.
    assets: ASSETS,
    // One stylesheet shared by every page, cached after the first.
    inlineStylesheets: "never",
  },
  server: { port: Number(process.env.PORT ?? 4321) },
  devToolbar: { enabled: false },
  integrations: [
    react(),
    sitemap({
      filter: (page) => {
        const { pathname } = new URL(page);
        return !unlisted.has(pathname) && !EARLIER_VERSION_PATH.test(pathname);
      },
      serialize: (item) => ({ ...item, lastmod: lastmod(item.url) }),
    }),
    siteBuild(),
  ],
  vite: {
    ...sharedConfig,
    plugins: [
      forbidConfigInBrowserCode(),
      tailwindcss(),
      // Metric-matched fallback faces for the web font (Roboto on Android, Arial elsewhere), in
      // the one stylesheet, where they cost no HTML bytes of the first round trip.
      FontaineTransform.vite({
        fallbacks: ["Roboto", "Arial"],
        resolvePath: (src) => new URL(src, new URL("src/styles/", import.meta.url)),
      }),
    ],
    build: {
      // The stylesheet is minified in the prerender (server) build, whose target is Node: with no
      // browser in it, Lightning CSS dropped -webkit-backdrop-filter, which Safari up to 17 needs.
      // Vite's own browser baseline for client code.
      cssTarget: ["chrome111", "edge111", "firefox114", "safari16.4", "ios16.4"],
      rolldownOptions: {
        optimization: { inlineConst: { mode: "all" } },
        // The stylesheet comes out of the prerender build, which takes the top-level names.
        output: { assetFileNames },
      },
    },
    environments: {
      client: {
        build: { rolldownOptions: { output: { entryFileNames, chunkFileNames, assetFileNames } } },
      },
    },
  },
});
