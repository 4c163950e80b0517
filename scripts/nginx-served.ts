/**
 * <site>/releases.conf, which build/deploy/nginx.conf includes: what nginx may serve, written by
 * npm run deploy:nginx for the releases `live` may point to during and after a deploy: the new
 * one and its rollback target (the one live before it). It holds what changes with every build:
 *
 * - $site_csp, the Content-Security-Policy, allowing the inline scripts of both releases. The
 *   deploy has nginx load this file (loadServed) before it switches `live`, so a page of either
 *   release always goes out under a policy that runs its boot script: before the switch, during
 *   it, after it, and after a rollback to the release it replaced.
 * - $site_file, the file each page address is served from, for the files the releases' manifests
 *   list and nothing else: a file added to a release directory by hand is not served. The order
 *   is try_files' ($uri, $uri/index.html, $uri.html), as npm start resolves a path.
 *
 * /assets/ is served from the shared pool, which the deploy keeps to the listed assets
 * (scripts/nginx-pool.ts).
 */
import { existsSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { headerOptionsFromPages } from "./deploy-configs.ts";
import { NGINX_RELEASE_LINK, NGINX_SERVED } from "./nginx-conf.ts";
import {
  includesFile,
  nginxBinary,
  nginxConfiguration,
  reloadAndWait,
  runningMaster,
} from "./nginx-reload.ts";
import { contentSecurityPolicy, type HeaderOptions } from "./headers.ts";
import { BuildRefused, isPublic } from "./server/generation.ts";
import { listedFiles } from "./server/previous-builds.ts";

/** Names nginx reads literally inside a quoted regular expression. */
const PLAIN_NAME = /^[\w.~@+,=/-]+$/;

/** The policy that runs the inline scripts of every page of `releases` (their client dirs). */
export function unionPolicy(clients: readonly string[]): string {
  const options = clients.map(headerOptionsFromPages);
  const newest = options.at(-1) as HeaderOptions;
  return contentSecurityPolicy({
    ...newest,
    scriptHashes: [...new Set(options.flatMap((option) => option.scriptHashes))].sort(),
    google: {
      analytics: options.some((option) => option.google.analytics),
      ads: options.some((option) => option.google.ads),
    },
  });
}

const pattern = (names: string[]) =>
  `"~^/(?:${names.map((name) => name.replace(/[.+]/g, "\\$&")).join("|")})$"`;

/** The page addresses of `files` (public, outside /assets/), grouped as try_files tries them. */
function addresses(files: readonly string[]) {
  const exact = files.filter((file) => isPublic(file) && !file.startsWith("assets/"));
  for (const file of exact) {
    if (!PLAIN_NAME.test(file)) {
      throw new BuildRefused(
        `${file} no puede listarse para nginx: use solo letras, cifras y . _ ~ @ + , = - en los nombres publicados`,
      );
    }
  }
  const taken = new Set(exact);
  const folders = exact
    .filter((file) => file.endsWith("/index.html"))
    .map((file) => file.slice(0, -"/index.html".length))
    .filter((folder) => !taken.has(folder));
  folders.forEach((folder) => taken.add(folder));
  const pages = exact
    .filter((file) => file.endsWith(".html"))
    .map((file) => file.slice(0, -".html".length))
    .filter((page) => !taken.has(page));
  return { root: exact.includes("index.html"), exact, folders, pages };
}

/** The text of releases.conf for the release directories `releases`, oldest first. */
export function servedConf(releases: readonly string[]): string {
  const clients = releases.map((release) => path.join(release, "client"));
  const files = [...new Set(releases.flatMap(listedFiles))].sort();
  const { root, exact, folders, pages } = addresses(files);
  const entries = [
    'default "";',
    ...(root ? ['"/" "/index.html";'] : []),
    ...(exact.length > 0 ? [`${pattern(exact)} $uri;`] : []),
    ...(folders.length > 0 ? [`${pattern(folders)} $uri/index.html;`] : []),
    ...(pages.length > 0 ? [`${pattern(pages)} $uri.html;`] : []),
  ];
  return `# Written by npm run deploy:nginx (scripts/nginx-served.ts); do not edit: it is rewritten at
# every deploy. Releases: ${releases.map((release) => path.basename(release)).join(", ")}.

map "" ${NGINX_SERVED.csp} {
    default "${unionPolicy(clients)}";
}

map $uri ${NGINX_SERVED.fileOfUri} {
${entries.map((entry) => `    ${entry}`).join("\n")}
}
`;
}

/** The arguments the running nginx was started with (-p, -c); false: no nginx to reload here. */
export type NginxArgs = readonly string[] | false;
/** What nginx did: loaded the new releases.conf, or why it did not need to. */
export type NginxStep = "reloaded" | "not-running" | "not-serving" | "not-installed" | "skipped";

/**
 * Writes releases.conf for `served` and, where nginx serves the site with it, has nginx load it.
 * nginx refusing it puts the previous file back.
 */
export function loadServed(site: string, served: string[], nginx: NginxArgs): NginxStep {
  const file = path.join(site, NGINX_SERVED.file);
  const before = existsSync(file) ? readFileSync(file, "utf8") : undefined;
  writeFileSync(`${file}.${process.pid}`, servedConf(served));
  renameSync(`${file}.${process.pid}`, file);
  if (nginx === false) return "skipped";
  if (!nginxBinary()) return "not-installed";
  let configuration: string;
  try {
    configuration = nginxConfiguration(nginx);
  } catch (error) {
    if (before === undefined) rmSync(file);
    else writeFileSync(file, before);
    throw error;
  }
  if (!includesFile(configuration, file)) {
    if (!configuration.includes(`${site}/${NGINX_RELEASE_LINK}`)) return "not-serving";
    throw new BuildRefused(
      `nginx sirve ${site}/${NGINX_RELEASE_LINK} con una configuración que no incluye ${file}: cambiaría las páginas sin su política de contenido. Copia build/deploy/nginx.conf a /etc/nginx/conf.d/site.conf, ejecuta nginx -t && systemctl reload nginx y vuelve a publicar`,
    );
  }
  const master = runningMaster(configuration, nginx);
  if (master === undefined) return "not-running";
  reloadAndWait(master);
  return "reloaded";
}

/** What the deploy says about each step. */
export const NGINX_STEPS: Record<NginxStep, string> = {
  reloaded: "nginx cargó su política y su lista de archivos antes del cambio",
  "not-running": "nginx no está en marcha: leerá la publicación al arrancar",
  "not-serving":
    "nginx aún no sirve este sitio: instala build/deploy/nginx.conf (docs/deploy.md) y recárgalo",
  "not-installed": "nginx no está instalado en esta máquina: publica en el servidor que lo ejecuta",
  skipped: "nginx no se consultó",
};
