/**
 * Writes the headers every deployment uses, from scripts/headers.ts and the built pages:
 * - build/headers.json, read by the Node server (npm start);
 * - build/client/_headers and _redirects, for managed static hosts (Netlify, Cloudflare Pages),
 *   which also answer unknown paths with /404.html and status 404 by themselves;
 * - build/deploy/nginx.conf, a complete server block (scripts/nginx-conf.ts, docs/deploy.md).
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { BESIDE_CLIENT } from "./build-paths.ts";
import { builtPages } from "./files.ts";
import { CACHE, cspHash, inlineScripts, securityHeaders, type HeaderOptions } from "./headers.ts";
import { nginxConf } from "./nginx-conf.ts";
import { isReleaseBuild } from "../src/config/build-mode.ts";
import { resolveSiteConfig } from "./site-config.ts";

/**
 * Pages are folders (verticelab/index.html) and both hosts choose the folder form's trailing
 * slash themselves (Cloudflare Pages redirects to it), so a rule against it would loop there: only
 * /index.html is redirected (docs/deploy.md, "Canonical addresses").
 */
const HOST_REDIRECTS = "/index.html / 301\n";

export type HeadersFile = {
  all: Record<string, string>;
  hashedAssets: string;
  pages: string;
  notFound: string;
};

export function headerOptionsFromPages(client: string): HeaderOptions {
  const pages = builtPages(client).map((file) => readFileSync(path.join(client, file), "utf8"));
  const scriptHashes = [...new Set(pages.flatMap(inlineScripts).map(cspHash))].sort();
  // The analytics configuration every page carries (src/layouts/base-layout.astro).
  const configured = (pattern: RegExp) => pages.some((html) => pattern.test(html));
  const google = {
    analytics: configured(/"gaMeasurementId":"G-/),
    ads: configured(/"adsConversionId":"AW-/),
  };
  return { scriptHashes, google, preview: !isReleaseBuild(process.env) };
}

function netlifyHeaders(file: HeadersFile): string {
  const block = (pattern: string, headers: Record<string, string>) =>
    [pattern, ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)].join("\n");
  // Hosts merge the headers of every matching rule, so Cache-Control is set on assets only
  // (pages keep the host's default, which revalidates).
  return `${[block("/*", file.all), block("/assets/*", { "Cache-Control": file.hashedAssets })].join("\n\n")}\n`;
}

export function writeDeployConfigs(buildDir: string): HeadersFile {
  const client = path.join(buildDir, "client");
  const file: HeadersFile = {
    all: securityHeaders(headerOptionsFromPages(client)),
    hashedAssets: CACHE.hashed,
    pages: CACHE.page,
    notFound: CACHE.notFound,
  };
  writeFileSync(path.join(buildDir, BESIDE_CLIENT.headers), `${JSON.stringify(file, null, 2)}\n`);
  writeFileSync(path.join(client, "_headers"), netlifyHeaders(file));
  writeFileSync(path.join(client, "_redirects"), HOST_REDIRECTS);
  const nginxFile = path.join(buildDir, BESIDE_CLIENT.nginxConf);
  mkdirSync(path.dirname(nginxFile), { recursive: true });
  writeFileSync(nginxFile, nginxConf(file, resolveSiteConfig().siteUrl));
  return file;
}
