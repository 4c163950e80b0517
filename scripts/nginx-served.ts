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
import { mastersServing, nginxBinary } from "./nginx-masters.ts";
import { reloadAndWait, ReloadIncomplete } from "./nginx-reload.ts";
import { contentSecurityPolicy, type HeaderOptions } from "./headers.ts";
import { BuildRefused, isPublic } from "./server/generation.ts";
import { listedFiles } from "./server/previous-builds.ts";
import { describeFailure } from "./system-errors.ts";

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
# every deploy, for the releases live may point to:
# Releases: ${releases.map((release) => path.basename(release)).join(", ")}

map "" ${NGINX_SERVED.csp} {
    default "${unionPolicy(clients)}";
}

map $uri ${NGINX_SERVED.fileOfUri} {
${entries.map((entry) => `    ${entry}`).join("\n")}
}
`;
}

/** The arguments nginx is started with here (-p, -c); false: no nginx to reload (--no-reload). */
export type NginxArgs = readonly string[] | false;
/** What nginx did: loaded the new releases.conf, or why it did not need to. */
export type NginxStep = "reloaded" | "not-running" | "not-serving" | "not-installed" | "skipped";

/** The releases a releases.conf allows, as its header names them (none: no such file). */
export function allowedReleases(site: string): string[] {
  const file = path.join(site, NGINX_SERVED.file);
  const text = existsSync(file) ? readFileSync(file, "utf8") : "";
  return /^# Releases: (.*)$/m.exec(text)?.[1]?.split(", ").filter(Boolean) ?? [];
}

/** Writes `text` to `file` whole or not at all (a full disk leaves no half-written file). */
export function writeWhole(file: string, text: string): void {
  const temporary = `${file}.${process.pid}`;
  try {
    writeFileSync(temporary, text);
    renameSync(temporary, file);
  } catch (error) {
    rmSync(temporary, { force: true });
    throw new BuildRefused(`no se pudo escribir ${file}: ${describeFailure(error)}`);
  }
}

/**
 * Writes releases.conf for `served` and has every nginx that serves the site with it load it,
 * waiting for their old workers. What nginx refuses, or a refusal before any reload was asked
 * for, puts the previous file back. With `switching` (a `live` that nginx may be serving), a
 * reload that cannot happen here is refused too: the switch would send the pages under the
 * policy nginx has, unless the operator says no nginx serves this directory (`nginx: false`).
 */
export function loadServed(
  site: string,
  served: string[],
  nginx: NginxArgs,
  switching: boolean,
): NginxStep {
  const file = path.join(site, NGINX_SERVED.file);
  const before = existsSync(file) ? readFileSync(file, "utf8") : undefined;
  writeWhole(file, servedConf(served));
  if (nginx === false) return "skipped";
  try {
    const step = reloadServing(site, file, nginx);
    if (switching && (step === "not-serving" || step === "not-installed")) {
      throw new BuildRefused(
        `${NGINX_STEPS[step]}, y ${site}/${NGINX_RELEASE_LINK} ya existe: sin recargar un nginx que lo sirva, las páginas nuevas saldrían con la política de contenido anterior. Si ningún nginx sirve ${site}, publica con --no-reload`,
      );
    }
    return step;
  } catch (error) {
    if (!(error instanceof ReloadIncomplete)) {
      if (before === undefined) rmSync(file, { force: true });
      else writeWhole(file, before);
    }
    throw error;
  }
}

function reloadServing(site: string, file: string, args: readonly string[]): NginxStep {
  if (!nginxBinary()) return "not-installed";
  const { masters, configured } = mastersServing(site, file, args);
  if (masters.length === 0) return configured ? "not-running" : "not-serving";
  for (const master of masters) reloadAndWait(master.pid);
  return "reloaded";
}

/** What the deploy says about each step. */
export const NGINX_STEPS: Record<NginxStep, string> = {
  reloaded: "nginx cargó su política y su lista de archivos antes del cambio",
  "not-running": "nginx no está en marcha: leerá la publicación al arrancar",
  "not-serving":
    "ningún nginx en marcha sirve este sitio: instala build/deploy/nginx.conf (docs/deploy.md) y recárgalo",
  "not-installed": "nginx no está instalado en esta máquina: publica en el servidor que lo ejecuta",
  skipped: "nginx no se recargó (--no-reload)",
};
