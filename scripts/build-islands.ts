/**
 * Builds the browser side of the islands design (see docs/decisions/0001-islands.md):
 * 1. the page boot module (app/islands/page-boot.ts: analytics, consent, reveal, the decision to
 *    load the islands runtime, web vitals), the islands runtime it imports and one chunk per
 *    island, hashed, into .islands-build/client/assets;
 * 2. the inline boot script (first-screen behaviour + import of the page boot), as one IIFE.
 * `react-router build` then inlines the boot script and copies the assets into build/client.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { build, mergeConfig } from "vite";
import { ISLANDS_OUT_DIR, forbidServerOnlyImports, root, sharedConfig } from "../vite.shared.ts";

const clientOutDir = path.join(ISLANDS_OUT_DIR, "client");
const common = mergeConfig(sharedConfig, {
  root,
  configFile: false,
  logLevel: "warn",
  publicDir: false,
  plugins: [forbidServerOnlyImports()],
  build: {
    rollupOptions: {
      // lucide-react marks its modules "use client"; irrelevant outside server components.
      onwarn(warning: { code?: string }, warn: (w: { code?: string }) => void) {
        if (warning.code !== "MODULE_LEVEL_DIRECTIVE") warn(warning);
      },
    },
  },
});

await build(
  mergeConfig(common, {
    build: {
      outDir: clientOutDir,
      emptyOutDir: true,
      manifest: true,
      modulePreload: false,
      rollupOptions: {
        input: { "page-boot": path.join(root, "app/islands/page-boot.ts") },
        output: {
          entryFileNames: "assets/[name]-[hash].js",
          chunkFileNames: "assets/[name]-[hash].js",
        },
      },
    },
  }),
);

type Manifest = Record<string, { file: string; isEntry?: boolean }>;
const manifest = JSON.parse(
  readFileSync(path.join(clientOutDir, ".vite/manifest.json"), "utf8"),
) as Manifest;
const entry = Object.values(manifest).find((chunk) => chunk.isEntry);
if (!entry) throw new Error("Islands build: the manifest has no entry chunk.");

await build(
  mergeConfig(common, {
    define: { __PAGE_BOOT__: JSON.stringify(`/${entry.file}`) },
    build: {
      outDir: path.join(ISLANDS_OUT_DIR, "boot"),
      emptyOutDir: true,
      lib: {
        entry: path.join(root, "app/islands/boot.ts"),
        formats: ["iife"],
        name: "siteBoot",
        fileName: () => "boot.js",
      },
      minify: true,
    },
  }),
);

console.log(`islands: page boot /${entry.file}, inline boot script ready`);
