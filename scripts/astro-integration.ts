/**
 * What the site adds to Astro: React's Fast Refresh preamble and the icon sprite in dev, and the
 * steps after every build that follow from the configuration and the pages' SEO data
 * (scripts/postbuild.ts and the rest below).
 */
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { AstroIntegration } from "astro";
import { renderedSpriteSymbols } from "../src/lib/sprite.ts";
import { FAVICON_SVG } from "../src/lib/site-icons.ts";
import { unlistedOutputs } from "./build-outputs.ts";
import { BESIDE_CLIENT, ROOT } from "./build-paths.ts";
import { writeDeployConfigs } from "./deploy-configs.ts";
import { buildSprite, SPRITE_FILE, stateSpriteIds } from "./icon-sprite.ts";
import { postbuild } from "./postbuild.ts";
import { precompress } from "./precompress.ts";
import { reservedNames, resolveSiteConfig, writeConfigFingerprint } from "./site-config.ts";
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
  await postbuild(client, path.join(ROOT, "public", FAVICON_SVG));
  const font = await subsetWebFont(client);
  console.log(`Font subset: ${font.before} → ${font.after} bytes`);
  writeDeployConfigs(buildDirectory);
  precompress(client);
  const config = resolveSiteConfig();
  const unlisted = unlistedOutputs(client, [...reservedNames(), config.labProductSlug]);
  if (unlisted.length > 0) {
    throw new Error(
      `The build wrote ${unlisted.join(", ")} at the top of build/client, which scripts/build-outputs.ts does not list; add it there so the lab slug can never take that name.`,
    );
  }
  // npm start rebuilds when the configuration no longer matches this fingerprint.
  writeConfigFingerprint(config, path.join(buildDirectory, BESIDE_CLIENT.configFingerprint));
}

export function siteBuild(): AstroIntegration {
  return {
    name: "vertice-site",
    hooks: {
      "astro:config:setup": ({ command, injectScript }) => {
        if (command === "dev") injectScript("page", REACT_REFRESH_PREAMBLE);
      },
      // In dev, the sprite the build would write: the drawings the pages rendered so far (the dev
      // server renders them in this process, src/lib/sprite.ts) and the islands' state icons.
      "astro:server:setup": ({ server }) => {
        server.middlewares.use(`/${SPRITE_FILE}`, (_request, response) => {
          response.setHeader("Content-Type", "image/svg+xml");
          response.setHeader("Cache-Control", "no-store");
          response.end(buildSprite([...renderedSpriteSymbols(), ...stateSpriteIds()]));
        });
      },
      "astro:build:done": async ({ dir }) => {
        await afterBuild(fileURLToPath(dir));
      },
    },
  };
}
