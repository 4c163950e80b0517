import { existsSync, readFileSync } from "node:fs";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, mergeConfig, type Plugin } from "vite";
import { renderedSpriteSymbols } from "./app/lib/sprite.ts";
import { buildSprite, SPRITE_FILE, stateSpriteIds } from "./scripts/icon-sprite.ts";
import { loadProofOrExit } from "./app/config/proof-file.ts";
import { resolveSiteConfigOrExit } from "./scripts/site-config.ts";
import { forbidServerOnlyImports, ISLANDS_BOOT_FILE, sharedConfig } from "./vite.shared.ts";

/**
 * In dev, pages run exactly what production runs: the same boot script and islands runtime,
 * served as source modules by Vite (plus Vite's client, which reloads the page on a change).
 */
const DEV_BOOT = [
  `import("/@vite/client");`,
  // React Router's plugin adds Fast Refresh to components; its preamble must run before them.
  `import("/@id/__x00__virtual:react-router/inject-hmr-runtime")`,
  `.then(() => import("/app/islands/boot.ts"));`,
].join("");
const DEV_PAGE_BOOT = "/app/islands/page-boot.ts";

/** Serves the islands boot script to root.tsx: the built one inlined, or DEV_BOOT in dev. */
function islandsBoot(): Plugin {
  const id = "virtual:islands-boot";
  let isBuild = false;
  return {
    name: "islands-boot",
    config: (_config, { command }) =>
      command === "serve"
        ? {
            define: { __PAGE_BOOT__: JSON.stringify(DEV_PAGE_BOOT) },
            // Pre-bundle up front what the islands import, and what the route modules import
            // (React Router's dev server transforms them for the browser to collect their CSS),
            // so no first visit reloads midway with "optimized dependencies changed".
            optimizeDeps: {
              entries: [
                "app/islands/boot.ts",
                "app/islands/page-boot.ts",
                "app/islands/client.ts",
                "app/root.tsx",
                "app/routes/*.tsx",
              ],
            },
          }
        : undefined,
    configResolved(config) {
      isBuild = config.command === "build";
    },
    resolveId: (source) => (source === id ? `\0${id}` : null),
    load(resolved) {
      if (resolved !== `\0${id}`) return null;
      if (!isBuild) return `export default ${JSON.stringify(DEV_BOOT)};`;
      if (!existsSync(ISLANDS_BOOT_FILE)) {
        this.error(
          `${ISLANDS_BOOT_FILE} is missing: run "npm run build" (it builds the islands first).`,
        );
      }
      const code = readFileSync(ISLANDS_BOOT_FILE, "utf8").trim();
      return `export default ${JSON.stringify(code)};`;
    },
  };
}

/**
 * In dev, serves the sprite the build would write: the drawings the pages rendered so far (the
 * dev server renders them in this process, app/lib/sprite.ts) and the islands' state icons. A page
 * is rendered before the browser asks for its sprite, so each request builds it afresh.
 */
function devIconSprite(): Plugin {
  return {
    name: "dev-icon-sprite",
    apply: "serve",
    configureServer(server) {
      server.middlewares.use(`/${SPRITE_FILE}`, (_req, res) => {
        res.setHeader("Content-Type", "image/svg+xml");
        res.setHeader("Cache-Control", "no-store");
        res.end(buildSprite([...renderedSpriteSymbols(), ...stateSpriteIds()]));
      });
    },
  };
}

// Before React Router loads the routes (which read the configuration): a wrong SITE_* value stops
// the build or dev server here with its message, without a stack trace.
resolveSiteConfigOrExit();
loadProofOrExit();

export default defineConfig(
  mergeConfig(sharedConfig, {
    plugins: [
      tailwindcss(),
      reactRouter(),
      islandsBoot(),
      devIconSprite(),
      { ...forbidServerOnlyImports(), apply: "serve" },
    ],
  }),
);
