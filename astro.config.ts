import path from "node:path";
import react from "@astrojs/react";
import sitemap from "@astrojs/sitemap";
import tailwindcss from "@tailwindcss/vite";
import { FontaineTransform } from "fontaine";
import { defineConfig } from "astro/config";
import { loadProofOrExit } from "./app/config/proof-file.ts";
import { ROUTE_PATHS } from "./app/config/route-paths.ts";
import { siteBuild } from "./scripts/astro-integration.ts";
import { resolveSiteConfigOrExit } from "./scripts/site-config.ts";
import { sharedConfig } from "./vite.shared.ts";

// Before Astro loads the pages (which read the configuration): a wrong SITE_* value stops the
// build or the dev server here with its message, without a stack trace.
const config = resolveSiteConfigOrExit();
loadProofOrExit();

export default defineConfig({
  site: config.siteUrl,
  // Canonical URLs have no trailing slash; every server redirects /page/ to /page.
  trailingSlash: "never",
  srcDir: "./app",
  // scripts/build.ts writes each build to a directory of its own and links build/ to it when done.
  outDir: path.join(process.env.BUILD_OUT_DIR ?? "build", "client"),
  build: {
    format: "directory",
    // Hashed files under /assets/, which every server configuration caches for a year.
    assets: "assets",
    // One stylesheet shared by every page, cached after the first.
    inlineStylesheets: "never",
  },
  server: { port: Number(process.env.PORT ?? 4321) },
  devToolbar: { enabled: false },
  integrations: [
    react(),
    // The not-found page is the only one not to index (it says noindex in its head).
    sitemap({ filter: (page) => new URL(page).pathname !== ROUTE_PATHS.notFound }),
    siteBuild(),
  ],
  vite: {
    ...sharedConfig,
    plugins: [
      tailwindcss(),
      // Metric-matched fallback faces for the web font (Roboto on Android, Arial elsewhere), in
      // the one stylesheet, where they cost no HTML bytes of the first round trip.
      FontaineTransform.vite({
        fallbacks: ["Roboto", "Arial"],
        resolvePath: (src) => new URL(src, new URL("app/styles/", import.meta.url)),
      }),
    ],
    build: { rolldownOptions: { optimization: { inlineConst: { mode: "all" } } } },
  },
});
