/**
 * Browser code cannot read the company configuration: src/config/site reads the company folder
 * and process.env, which the browser does not have, so an island importing it (or the modules
 * that read the folder, src/config/company-*) would ship nothing or the example's values instead
 * of the company's, silently. This Vite plugin runs only where Astro bundles for the browser
 * (its "client" environment: islands, the boot scripts) and fails the build, or the dev page,
 * naming the importer. Pages and their server-rendered components may import it freely.
 */
import path from "node:path";
import type { Plugin } from "vite";
import { ROOT } from "./build-paths.ts";

const FORBIDDEN = ["site", "company-data", "company-folder", "company-logo"].map((name) =>
  path.join(ROOT, "src", "config", name),
);

export function forbidConfigInBrowserCode(): Plugin {
  return {
    name: "forbid-config-in-browser-code",
    enforce: "pre",
    // Vitest runs DOM tests in the client environment too; they render server components on
    // purpose, with the configuration.
    applyToEnvironment: (environment) => environment.name === "client" && !process.env.VITEST,
    async resolveId(source, importer, options) {
      // The dev dependency scan reads modules without bundling them for the browser.
      const scan = (options as { scan?: boolean }).scan; // set by Vite, not in its types
      if (scan || !importer) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      const id = resolved?.id ?? "";
      if (FORBIDDEN.some((prefix) => id.startsWith(prefix)) && !id.includes("site-schema")) {
        this.error(
          `${path.relative(ROOT, importer)} imports src/config/site: code that runs in the browser never sees the company's SITE_* values; pass them from the page as props, or read them from src/content/.`,
        );
      }
      return null;
    },
  };
}
