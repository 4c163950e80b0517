import { cpSync, existsSync, readdirSync, renameSync, rmSync } from "node:fs";
import { ROUTE_SEGMENTS } from "./app/config/route-paths.ts";
import { FAVICON_SVG } from "./app/lib/site-icons.ts";
import { unlistedOutputs } from "./scripts/build-outputs.ts";
import { BESIDE_CLIENT } from "./scripts/build-paths.ts";
import { writeDeployConfigs } from "./scripts/deploy-configs.ts";
import { postbuild } from "./scripts/postbuild.ts";
import { precompress } from "./scripts/precompress.ts";
import { reservedNames, resolveSiteConfig, writeConfigFingerprint } from "./scripts/site-config.ts";
import { subsetWebFont } from "./scripts/subset-font.ts";
import path from "node:path";
import type { Config } from "@react-router/dev/config";

const NOT_FOUND_ROUTE = `/${ROUTE_SEGMENTS.notFound}`;

export default {
  // scripts/build.ts writes each build to a directory of its own and links build/ to it when done.
  buildDirectory: process.env.BUILD_OUT_DIR ?? "build",
  // ssr: true only so the root may render without <Scripts/>; nothing runs on a server: every
  // route is prerendered and only build/client is deployed.
  ssr: true,
  async prerender({ getStaticPaths }) {
    return [...getStaticPaths(), NOT_FOUND_ROUTE];
  },
  async buildEnd({ reactRouterConfig }) {
    const client = path.join(reactRouterConfig.buildDirectory, "client");
    const assets = path.join(client, "assets");
    // Pages ship no React Router client code (no <Scripts/>): drop it, keep CSS and fonts.
    for (const file of readdirSync(assets)) {
      if (file.endsWith(".js")) rmSync(path.join(assets, file));
    }
    // The islands assets were built beside, before this build emptied build/client.
    cpSync(path.resolve(".islands-build/client/assets"), path.join(client, "assets"), {
      recursive: true,
    });
    // Static hosts answer unknown paths with /404.html and status 404.
    const prerendered404 = path.join(client, ROUTE_SEGMENTS.notFound, "index.html");
    if (!existsSync(prerendered404))
      throw new Error(`buildEnd: ${prerendered404} was not prerendered.`);
    renameSync(prerendered404, path.join(client, `${ROUTE_SEGMENTS.notFound}.html`));
    rmSync(path.join(client, ROUTE_SEGMENTS.notFound), { recursive: true, force: true });
    rmSync(path.join(client, "__spa-fallback.html"), { force: true });
    await postbuild(client, path.resolve("public", FAVICON_SVG));
    const font = await subsetWebFont(client);
    console.log(`Font subset: ${font.before} → ${font.after} bytes`);
    writeDeployConfigs(reactRouterConfig.buildDirectory);
    precompress(client);
    const config = resolveSiteConfig();
    const unlisted = unlistedOutputs(client, [...reservedNames(), config.labProductSlug]);
    if (unlisted.length > 0) {
      throw new Error(
        `buildEnd: build/client has ${unlisted.join(", ")} at its top level, which scripts/build-outputs.ts does not list; add it there so the lab slug can never take that name.`,
      );
    }
    // npm start rebuilds when the configuration no longer matches this fingerprint.
    writeConfigFingerprint(
      config,
      path.join(reactRouterConfig.buildDirectory, BESIDE_CLIENT.configFingerprint),
    );
  },
} satisfies Config;
