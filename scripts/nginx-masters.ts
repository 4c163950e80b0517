/**
 * Which running nginx serves a site directory, as npm run deploy:nginx must know before it
 * switches `live`: every nginx master process in /proc (its title keeps the arguments it was
 * started with: -p, -c, -e), the configuration each one would load (`nginx -T` with those
 * arguments, from the master's working directory: every file it includes, as text), and whether
 * that configuration includes the site's releases.conf, comparing real paths, since the site may
 * be named through a link. A pid file alone misled the deploy: moved away, or an nginx started with
 * its own -c and no NGINX_ARGS, and the deploy took nginx for stopped and switched the pages
 * without loading their policy. Linux only (/proc), as nginx's deploy is (docs/deploy.md).
 */
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync, readlinkSync, realpathSync } from "node:fs";
import path from "node:path";
import { NGINX_RELEASE_LINK } from "./nginx-conf.ts";
import { BuildRefused } from "./server/generation.ts";

/** NGINX_BIN names another binary (NGINX_BIN=none shows what a machine without nginx does). */
const BINARIES = process.env.NGINX_BIN
  ? [process.env.NGINX_BIN]
  : ["/usr/sbin/nginx", "/usr/bin/nginx"];
/** Debian's compiled-in pid file and prefix, when the configuration or the arguments name none. */
const DEFAULT_PID_FILE = "/run/nginx.pid";
const DEFAULT_PREFIX = "/usr/share/nginx";
const MASTER_TITLE = "nginx: master process ";
/** The arguments that choose which configuration a master runs (-g only adds directives). */
const CONFIGURATION_FLAGS = ["-p", "-c", "-e"];

/** A running nginx master: its pid, the binary and arguments it was started with, its cwd. */
export type Master = { pid: number; binary: string; args: string[]; cwd: string };

export function nginxBinary(): string | undefined {
  return BINARIES.find((candidate) => existsSync(candidate));
}

/** `nginx -T`: the configuration `args` name, whole, or the refusal nginx gives for it. */
export function nginxConfiguration(
  args: readonly string[],
  { binary = nginxBinary() as string, cwd }: { binary?: string; cwd?: string } = {},
): string {
  const result = spawnSync(binary, [...args, "-T"], { encoding: "utf8", cwd });
  if (result.status !== 0) {
    const reason = /\[emerg\][^\n]*/.exec(result.stderr)?.[0] ?? result.stderr.trim();
    throw new BuildRefused(`nginx -t no acepta la configuración (${reason})`);
  }
  return result.stdout;
}

function real(file: string): string | undefined {
  try {
    return realpathSync(file);
  } catch {
    return undefined;
  }
}

/** Whether the configuration includes `file` (nginx -T heads each file it read with its path). */
export function includesFile(configuration: string, file: string): boolean {
  const wanted = real(file);
  const read = configuration.matchAll(/^# configuration file (.+):$/gm);
  return wanted !== undefined && [...read].some(([, name]) => real(name as string) === wanted);
}

/** Whether the configuration serves `site`: a root at the site or at its `live` link. */
export function servesSite(configuration: string, site: string): boolean {
  const wanted = real(site);
  const roots = configuration.matchAll(/^\s*root\s+"?([^;"\s]+)"?\s*;/gm);
  return [...roots].some(([, root]) => {
    const named = root as string;
    const dir = path.basename(named) === NGINX_RELEASE_LINK ? path.dirname(named) : named;
    return wanted !== undefined && real(dir) === wanted;
  });
}

function commandLine(pid: number): string | undefined {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, "utf8").replaceAll("\0", " ").trim();
  } catch {
    return undefined;
  }
}

/** Every nginx master process running on this machine, with the arguments its title shows. */
export function runningMasters(): Master[] {
  return readdirSync("/proc")
    .filter((name) => /^\d+$/.test(name))
    .flatMap((name): Master[] => {
      const pid = Number(name);
      const title = commandLine(pid);
      if (!title?.startsWith(MASTER_TITLE)) return [];
      const [binary = "", ...words] = title.slice(MASTER_TITLE.length).split(/\s+/);
      const args = words.flatMap((word, i) =>
        CONFIGURATION_FLAGS.includes(word) && words[i + 1] ? [word, words[i + 1] as string] : [],
      );
      let cwd = "/";
      try {
        cwd = readlinkSync(`/proc/${pid}/cwd`);
      } catch {
        // Gone, or not ours to read: its paths are then read as absolute.
      }
      return [{ pid, binary: existsSync(binary) ? binary : (nginxBinary() ?? binary), args, cwd }];
    });
}

/** The master named by the pid file of `configuration` (run with `args`), if it runs. */
export function pidFileMaster(configuration: string, args: readonly string[]): number | undefined {
  const named = /^\s*pid\s+([^;\s]+)\s*;/m.exec(configuration)?.[1];
  const prefix = args.includes("-p") ? args[args.indexOf("-p") + 1] : undefined;
  const file = !named ? DEFAULT_PID_FILE : path.resolve(prefix ?? DEFAULT_PREFIX, named);
  if (!existsSync(file)) return undefined;
  const pid = Number(readFileSync(file, "utf8").trim());
  return commandLine(pid)?.startsWith(MASTER_TITLE) ? pid : undefined;
}

/** What the deploy found: the masters to reload, and whether the named configuration includes it. */
export type Serving = { masters: Master[]; configured: boolean };

/**
 * The running masters whose configuration includes `file` (the site's releases.conf), and
 * whether the configuration `args` name (NGINX_ARGS, or Debian's) does, which is what a stopped
 * nginx would load. Each configuration is checked by nginx itself (`nginx -T`), so a releases.conf
 * nginx would refuse is caught here. A configuration that serves the site without including the
 * file (a site.conf from before releases.conf) is refused: the switch would change the pages
 * without their policy.
 */
export function mastersServing(site: string, file: string, args: readonly string[]): Serving {
  const outdated = (where: string) =>
    new BuildRefused(
      `${where} sirve ${site}/${NGINX_RELEASE_LINK} con una configuración que no incluye ${file}: cambiaría las páginas sin su política de contenido. Copia build/deploy/nginx.conf a /etc/nginx/conf.d/site.conf, ejecuta nginx -t && systemctl reload nginx y vuelve a publicar`,
    );
  const masters: Master[] = [];
  for (const master of runningMasters()) {
    let configuration: string;
    try {
      configuration = nginxConfiguration(master.args, master);
    } catch (error) {
      throw new BuildRefused(
        `no se pudo leer la configuración del nginx en marcha (proceso ${master.pid}: ${[master.binary, ...master.args].join(" ")}), así que no se sabe si sirve este sitio: ${(error as Error).message}`,
      );
    }
    if (includesFile(configuration, file)) masters.push(master);
    else if (servesSite(configuration, site)) throw outdated(`nginx (proceso ${master.pid})`);
  }
  const configuration = nginxConfiguration(args);
  const configured = includesFile(configuration, file);
  if (!configured && servesSite(configuration, site)) throw outdated("nginx");
  // A master whose title does not show its arguments is still found through its pid file.
  const named = configured ? pidFileMaster(configuration, args) : undefined;
  if (named !== undefined && !masters.some((master) => master.pid === named)) {
    masters.push({ pid: named, binary: nginxBinary() as string, args: [...args], cwd: "/" });
  }
  return { masters, configured };
}
