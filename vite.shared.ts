import path from "node:path";
import type { Plugin, UserConfig } from "vite";

export const root = import.meta.dirname;
export const ISLANDS_OUT_DIR = path.join(root, ".islands-build");
export const ISLANDS_BOOT_FILE = path.join(ISLANDS_OUT_DIR, "boot", "boot.js");

/** Settings every build shares: the `~` alias for app/. */
export const sharedConfig: UserConfig = {
  resolve: { alias: { "~": path.join(root, "app") } },
};

/**
 * Browser code is built without Node: importing the company configuration (which reads
 * process.env) from an island would ship defaults instead of the real values, so it fails.
 */
export function forbidServerOnlyImports(): Plugin {
  const forbidden = path.join(root, "app", "config", "site");
  return {
    name: "forbid-server-only-imports",
    enforce: "pre",
    async resolveId(source, importer, options) {
      // The dev server also renders pages on the server, where the config belongs, and React
      // Router's dev server looks route modules up by URL (no importer, "index.html") to collect
      // their CSS: none of it is browser code.
      // The dev dependency scan reads the route modules too (to pre-bundle what they import).
      const scan = (options as { scan?: boolean }).scan; // set by Vite, not in its types
      if (options.ssr || scan || !importer || path.basename(importer) === "index.html") return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      if (resolved && resolved.id.startsWith(forbidden) && !resolved.id.includes("site-schema")) {
        this.error(
          `${path.relative(root, importer ?? "?")} imports app/config/site: islands run in the browser; pass the values as props instead.`,
        );
      }
      return null;
    },
  };
}
