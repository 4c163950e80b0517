/**
 * Runs build/deploy/nginx.conf in the machine's stock Debian nginx exactly as docs/deploy.md
 * installs it, without touching the system's nginx: Debian's own /etc/nginx/nginx.conf (its
 * modules-enabled, mime.types and `gzip on`, as shipped) copied into a temporary prefix, the
 * generated file as conf.d/site.conf, no default site (the guide's step), on a loopback port,
 * serving the build as npm run deploy:nginx publishes it (scripts/nginx-deploy.ts).
 * Used by the nginx Playwright project and `npm run bench:load`.
 *
 * `node scripts/nginx-site.ts` (NGINX_PORT, default 8080) runs it in the foreground.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import os from "node:os";
import path from "node:path";
import { BESIDE_CLIENT, BUILD_DIR, ROOT } from "./build-paths.ts";
import { NGINX_ACME_ROOT, NGINX_MAIN, NGINX_ROOT } from "./nginx-conf.ts";
import { deployToNginx } from "./nginx-deploy.ts";
import { nginxBinary } from "./nginx-masters.ts";

export const BROTLI_STATIC_PACKAGE = "libnginx-mod-http-brotli-static";
export const NGINX_PACKAGES = `nginx ${BROTLI_STATIC_PACKAGE}`;
export const NGINX_INSTALL = `apt-get install -y ${NGINX_PACKAGES}`;
/** Debian's configuration directory; NGINX_ETC names another (a copy without a module, say). */
const ETC = process.env.NGINX_ETC ?? "/etc/nginx";
/** Debian's compiled-in prefix: modules-enabled loads "modules/…so" relative to it. */
const DEBIAN_PREFIX = "/usr/share/nginx";
const binary = nginxBinary;

/** Why nginx cannot run here, or undefined when it can. */
export function nginxMissing(etc = ETC): string | undefined {
  const install = `instala el nginx de Debian y su módulo brotli: ${NGINX_INSTALL}`;
  if (!binary() || !existsSync(path.join(etc, "nginx.conf"))) {
    return `no se encontró nginx; ${install}`;
  }
  const probe = brotliStaticProbe(etc);
  if (probe.ok) return undefined;
  const reason = /\[emerg\][^\n]*/.exec(probe.output)?.[0] ?? probe.output.trim();
  return `nginx no acepta brotli_static con los módulos de ${etc}/modules-enabled (${reason}); falta el módulo ngx_http_brotli_static_module: apt-get install -y ${BROTLI_STATIC_PACKAGE}`;
}

const probes = new Map<string, { ok: boolean; output: string }>();

/**
 * `nginx -t` on the smallest configuration that loads the enabled modules and uses brotli_static:
 * the only proof that the directive works (a module file named "brotli" may be the filter alone).
 */
function brotliStaticProbe(etc: string): { ok: boolean; output: string } {
  const cached = probes.get(etc);
  if (cached) return cached;
  const prefix = mkdtempSync(path.join(os.tmpdir(), "nginx-probe-"));
  symlinkSync(path.join(DEBIAN_PREFIX, "modules"), path.join(prefix, "modules"));
  const temp = TEMP_PATHS.map((name) => `${name}_temp_path ${prefix}/${name};`).join(" ");
  const conf = path.join(prefix, "probe.conf");
  writeFileSync(
    conf,
    `pid ${prefix}/nginx.pid;\ninclude ${etc}/modules-enabled/*.conf;\nevents {}\n` +
      `http { ${temp} access_log off; server { listen 127.0.0.1:8; brotli_static on; } }\n`,
  );
  const result = testNginx(["-p", prefix, "-e", `${prefix}/error.log`, "-c", conf]);
  rmSync(prefix, { recursive: true, force: true });
  probes.set(etc, result);
  return result;
}

const TEMP_PATHS = ["client_body", "proxy", "fastcgi", "uwsgi", "scgi"];

/** Replaces `pattern` in `text`, failing loudly when the stock file no longer contains it. */
function replace(text: string, pattern: RegExp | string, value: string, file: string): string {
  const found = typeof pattern === "string" ? text.includes(pattern) : pattern.test(text);
  if (!found) throw new Error(`nginx-site: ${file} ya no contiene ${pattern}.`);
  return text.replace(pattern, value);
}

/** A server block's port-80 listens moved to loopback `port` (IPv6 only where the host has it). */
function onLoopback(conf: string, port: number, file: string): string {
  const v6 = ipv6Loopback() ? `listen [::1]:${port} $1\n` : "";
  return replace(
    replace(conf, /listen 80 (.*)\n/, `listen 127.0.0.1:${port} $1\n`, file),
    /listen \[::\]:80 (.*)\n/,
    v6,
    file,
  );
}

/** Where the generated HTTP→HTTPS block listens here: the site's port on another loopback address. */
export const REDIRECT_HOST = "127.0.0.2";

/**
 * The generated file on loopback: the HTTPS site block on `port` without TLS (no certificate
 * here; TLS changes nothing the specs check) and the plain-HTTP redirect block on REDIRECT_HOST.
 */
function siteOnLoopback(conf: string, port: number, file: string): string {
  let site = replace(conf, /listen 80 (.*)\n/, `listen ${REDIRECT_HOST}:${port} $1\n`, file);
  site = replace(site, /\s*listen \[::\]:80 .*\n/, "\n", file);
  site = replace(site, /listen 443 ssl http2 (.*)\n/, "listen 443 $1\n", file);
  site = replace(site, /listen \[::\]:443 ssl http2 (.*)\n/, "listen [::]:443 $1\n", file);
  site = replace(site, /\s*ssl_certificate .*\n\s*ssl_certificate_key .*\n/, "\n", file);
  const v6 = ipv6Loopback() ? `listen [::1]:${port} $1\n` : "";
  site = replace(site, /listen 443 (.*)\n/, `listen 127.0.0.1:${port} $1\n`, file);
  return replace(site, /listen \[::\]:443 (.*)\n/, v6, file);
}

function ipv6Loopback(): boolean {
  return Object.values(os.networkInterfaces()).some((addresses) =>
    addresses?.some((address) => address.address === "::1"),
  );
}

/**
/**
 * The generated file with TLS kept, on a unix socket instead of port 443 (no port to collide
 * with), with a certificate of the caller's: the guide's TLS settings exactly as written.
 */
function siteWithTls(conf: string, tls: NginxTls, file: string): string {
  let site = replace(conf, /listen 80 (.*)\n/, `listen unix:${tls.plainSocket} $1\n`, file);
  site = replace(site, /\s*listen \[::\]:80 .*\n/, "\n", file);
  site = replace(site, /listen 443 ssl http2 (.*)\n/, `listen unix:${tls.socket} ssl $1\n`, file);
  site = replace(site, /\s*listen \[::\]:443 ssl http2 .*\n/, "\n", file);
  site = replace(site, /ssl_certificate .*\n/, `ssl_certificate ${tls.certificate};\n`, file);
  return replace(site, /ssl_certificate_key .*\n/, `ssl_certificate_key ${tls.key};\n`, file);
}

/** Sockets for the HTTPS site and the plain-HTTP redirect, and the certificate to serve. */
export type NginxTls = { socket: string; plainSocket: string; certificate: string; key: string };
export type NginxOptions = {
  /** Keep Debian's default site enabled (on the same port), as a drop-in without the guide's step would. */
  defaultSite?: boolean;
  /** The build to publish and take the configuration from (default build/). */
  link?: string;
  /** Serve HTTPS on a unix socket with this certificate instead of plain HTTP on the port. */
  tls?: NginxTls;
};

/** Where a prepared nginx publishes the site (npm run deploy:nginx's directory). */
export function nginxSiteDir(port: number): string {
  return path.join(os.tmpdir(), `nginx-site-${port}`, "site");
}

/** Where a prepared nginx answers certbot's challenges from (NGINX_ACME_ROOT in the guide). */
export function nginxAcmeDir(port: number): string {
  return path.join(os.tmpdir(), `nginx-site-${port}`, "acme");
}

/** The arguments that run the nginx prepared for `port` (NGINX_ARGS for npm run deploy:nginx). */
export function nginxArgs(port: number): string[] {
  const prefix = path.join(os.tmpdir(), `nginx-site-${port}`);
  return ["-p", prefix, "-e", `${prefix}/error_log.log`, "-c", `${prefix}/nginx.conf`];
}

/**
 * Writes the prefix (named by `port`, where it listens unless `tls` moves it to sockets),
 * publishes the build as the guide's deploy step does, and returns nginx's arguments.
 */
export function prepareNginx(
  port: number,
  { defaultSite = false, link = BUILD_DIR, tls }: NginxOptions = {},
): string[] {
  const prefix = path.join(os.tmpdir(), `nginx-site-${port}`);
  rmSync(prefix, { recursive: true, force: true });
  for (const dir of ["conf.d", "sites-enabled", "temp"])
    mkdirSync(path.join(prefix, dir), { recursive: true });

  symlinkSync(path.join(DEBIAN_PREFIX, "modules"), path.join(prefix, "modules"));

  const stock = path.join(ETC, "nginx.conf");
  let main = readFileSync(stock, "utf8");
  // Not root here, or root reading a worktree www-data may not see: workers stay this user.
  main = main.replace(/^\s*user\s+[^;]+;/m, "");
  main = replace(main, /^\s*pid\s+[^;]+;/m, `pid ${prefix}/nginx.pid;`, stock);
  main = main.replace(/(error_log|access_log)\s+[^;\s]+/g, `$1 ${prefix}/$1.log`);
  main = replace(main, /\/etc\/nginx\/conf\.d\//, `${prefix}/conf.d/`, stock);
  main = replace(main, /\/etc\/nginx\/sites-enabled\//, `${prefix}/sites-enabled/`, stock);
  main = main.replaceAll("/etc/nginx/", `${ETC}/`); // modules-enabled, mime.types
  const temp = TEMP_PATHS.map((name) => `${name}_temp_path ${prefix}/temp/${name};`).join(" ");
  main = replace(main, /^http\s*\{/m, `http {\n\t${temp}`, stock);
  // The guide's edit of nginx.conf: room for slow clients (NGINX_MAIN).
  main = replace(
    main,
    /worker_connections\s+\d+;/,
    `worker_connections ${NGINX_MAIN.worker_connections};`,
    stock,
  );
  main = `worker_rlimit_nofile ${NGINX_MAIN.worker_rlimit_nofile};\n${main}`;
  writeFileSync(path.join(prefix, "nginx.conf"), main);

  const generated = path.relative(ROOT, path.join(link, BESIDE_CLIENT.nginxConf));
  let site = readFileSync(path.join(ROOT, generated), "utf8");
  site = tls ? siteWithTls(site, tls, generated) : siteOnLoopback(site, port, generated);
  const published = nginxSiteDir(port);
  // The site's directory wherever the file names it: the roots and the deploy's releases.conf.
  site = replace(site, `root ${NGINX_ROOT}`, `root ${published}`, generated);
  site = site.replaceAll(NGINX_ROOT, published);
  const acme = nginxAcmeDir(port);
  mkdirSync(acme);
  site = replace(site, `root ${NGINX_ACME_ROOT};`, `root ${acme};`, generated);
  writeFileSync(path.join(prefix, "conf.d", "site.conf"), site);
  // Published before nginx starts, so there is no nginx to reload yet.
  deployToNginx(link, published, { nginx: false });

  if (defaultSite) {
    const file = path.join(ETC, "sites-available", "default");
    const debian = onLoopback(readFileSync(file, "utf8"), port, file);
    writeFileSync(path.join(prefix, "sites-enabled", "default"), debian);
  }
  return nginxArgs(port);
}

/** `nginx -t` on a prepared prefix: its exit status and what it printed. */
export function testNginx(args: string[]): { ok: boolean; output: string } {
  const result = spawnSync(binary() as string, [...args, "-t"], { encoding: "utf8" });
  return { ok: result.status === 0, output: `${result.stdout}${result.stderr}` };
}

export function startNginx(port: number, options: NginxOptions = {}): ChildProcess {
  const missing = nginxMissing();
  if (missing) throw new Error(missing);
  const args = prepareNginx(port, options);
  const check = testNginx(args);
  if (!check.ok) throw new Error(`nginx -t falló:\n${check.output}`);
  return spawn(binary() as string, [...args, "-g", "daemon off;"], { stdio: "inherit" });
}

if (import.meta.filename === process.argv[1]) {
  const port = Number(process.env.NGINX_PORT ?? 8080);
  const nginx = startNginx(port);
  console.log(`nginx (build/deploy/nginx.conf): http://localhost:${port}`);
  for (const signal of ["SIGINT", "SIGTERM"] as const)
    process.on(signal, () => nginx.kill("SIGQUIT"));
  nginx.on("exit", (code) => process.exit(code ?? 0));
}
