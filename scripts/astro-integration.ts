/**
 * What the site adds to Astro: React's Fast Refresh preamble in dev, and the steps after every
 * build that work on the built files: the font subset, the deploy configurations with their
 * headers, precompression, and the record of the inputs and the mode the build was made with.
 * Everything a page links to (icons, manifest, robots.txt, social images, the sprite) is a route
 * of src/pages/, so it is built with the pages and served by the dev server alike.
 */
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { AstroIntegration } from "astro";
import { BESIDE_CLIENT } from "./build-paths.ts";
import { writeDeployConfigs } from "./deploy-configs.ts";
import { precompress } from "./precompress.ts";
import { resolveSiteConfig, unlistedOutputs, writeBuildRecord } from "./site-config.ts";
import { subsetWebFont } from "./subset-font.ts";

/**
 * @vitejs/plugin-react's preamble (its `preambleCode`), which must run before any component it
 * transformed for Fast Refresh. @astrojs/react injects it only into pages that use a `client:`
 * directive; our islands hydrate through src/islands/, so every page gets it in dev.
 */
const REACT_REFRESH_PREAMBLE = [
  'import { injectIntoGlobalHook } from "/@react-refresh";',
  "injectIntoGlobalHook(window);",
  "window.$RefreshReg$ = () => {};",
  "window.$RefreshSig$ = () => (type) => type;",
].join("\n");

async function afterBuild(client: string): Promise<void> {
  const buildDirectory = path.dirname(client);
  const font = await subsetWebFont(client);
  console.log(`Font subset: ${font.before} → ${font.after} bytes`);
  writeDeployConfigs(buildDirectory);
  precompress(client);
  const config = resolveSiteConfig();
  const unlisted = unlistedOutputs(client, config.labProductSlug);
  if (unlisted.length > 0) {
    throw new Error(
      `The build wrote ${unlisted.join(", ")} at the top of build/client, which is no route of src/pages/; add it to NON_ROUTE_OUTPUTS (scripts/site-config.ts) so the lab slug can never take that name.`,
    );
  }
  // npm start rebuilds when the inputs no longer match this fingerprint, in the same mode.
  writeBuildRecord(config, path.join(buildDirectory, BESIDE_CLIENT.buildRecord));
}

export function siteBuild(): AstroIntegration {
  return {
    name: "vertice-site",
    hooks: {
      "astro:config:setup": ({ command, injectScript }) => {
        if (command === "dev") injectScript("page", REACT_REFRESH_PREAMBLE);
      },
      "astro:build:done": async ({ dir }) => {
        await afterBuild(fileURLToPath(dir));
      },
    },
  };
}
