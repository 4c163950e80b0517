import path from "node:path";
import react from "@astrojs/react";
import tailwindcss from "@tailwindcss/vite";
import { FontaineTransform } from "fontaine";
import { defineConfig } from "astro/config";
import { isReleaseBuild } from "./src/config/build-mode.ts";
import { siteBuild } from "./scripts/astro-integration.ts";
import { forbidConfigInBrowserCode } from "./scripts/client-guard.ts";
import { reloadOnCompanyEdits, reloadOnDataEdits } from "./scripts/dev-reload.ts";
import { checkLegalVersionsOrExit } from "./scripts/legal-versions.ts";
import { companyConfigOrExit } from "./scripts/company-check.ts";

// Before Astro loads the pages (which read the configuration): a wrong value or file of the
// company's data stops the build or the dev server here with its message, without a stack trace.
// A build through scripts/build.ts has checked everything already (CONFIG_CHECKED), release
// included.
const checked = process.env.CONFIG_CHECKED === "1";
const config = companyConfigOrExit(process.env, checked);
// The legal texts against their record of versions: a release stops on a text not recorded, a
// preview warns.
if (!checked || !isReleaseBuild(process.env))
  await checkLegalVersionsOrExit(process.env, config.nit);

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
  integrations: [react(), siteBuild()],
  vite: {
    // `~` is src/ (tsconfig.json's paths say the same to TypeScript).
    resolve: { alias: { "~": path.join(import.meta.dirname, "src") } },
    // Whether the site has a Google tag, so its consent bar: the boot module of a site without
    // one carries none of the bar's code (src/islands/consent-first-paint.ts).
    define: { "import.meta.env.CONSENT_BAR": JSON.stringify(Boolean(config.gaMeasurementId)) },
    plugins: [
      forbidConfigInBrowserCode(),
      reloadOnDataEdits(),
      reloadOnCompanyEdits(),
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
