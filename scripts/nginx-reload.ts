/**
 * The running nginx as npm run deploy:nginx sees it: the configuration it would load (`nginx -T`,
 * every file it includes, as text), its master process, and a reload that is over only when every
 * worker started under the previous configuration has exited. `nginx -s reload` returns as soon as
 * the signal is sent, and an old worker keeps answering its connections with the old headers for
 * as long as they last; a deploy that switched `live` then could send a new page under the old
 * Content-Security-Policy. A reload nginx refuses (its workers never change) is reported, not
 * waited on forever. Linux only (/proc), as nginx's deploy is (docs/deploy.md, Debian 12).
 */
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { BuildRefused } from "./server/generation.ts";

/** NGINX_BIN names another binary (NGINX_BIN=none shows what a machine without nginx does). */
const BINARIES = process.env.NGINX_BIN
  ? [process.env.NGINX_BIN]
  : ["/usr/sbin/nginx", "/usr/bin/nginx"];
/** Debian's compiled-in pid file, when the configuration names none. */
const DEFAULT_PID_FILE = "/run/nginx.pid";
/** Old workers finish the requests they hold; a site of small static files takes well under this. */
export const RELOAD_TIMEOUT_MS = 60_000;
const POLL_MS = 50;

export function nginxBinary(): string | undefined {
  return BINARIES.find((candidate) => existsSync(candidate));
}

/** `nginx -T`: the configuration `args` name, whole, or the refusal nginx gives for it. */
export function nginxConfiguration(args: readonly string[]): string {
  const result = spawnSync(nginxBinary() as string, [...args, "-T"], { encoding: "utf8" });
  if (result.status !== 0) {
    const reason = /\[emerg\][^\n]*/.exec(result.stderr)?.[0] ?? result.stderr.trim();
    throw new BuildRefused(`nginx -t no acepta la configuración (${reason})`);
  }
  return result.stdout;
}

/** Whether the configuration includes `file` (nginx -T heads each file it read with its path). */
export function includesFile(configuration: string, file: string): boolean {
  return configuration.includes(`# configuration file ${file}:\n`);
}

/** The master process of the nginx running this configuration, if one is. */
export function runningMaster(configuration: string, args: readonly string[]): number | undefined {
  const named = /^\s*pid\s+([^;\s]+)\s*;/m.exec(configuration)?.[1];
  const prefix = args[args.indexOf("-p") + 1];
  const file = !named
    ? DEFAULT_PID_FILE
    : path.resolve(args.includes("-p") && prefix ? prefix : "/usr/share/nginx", named);
  if (!existsSync(file)) return undefined;
  const pid = Number(readFileSync(file, "utf8").trim());
  const title = commandLine(pid);
  return title?.startsWith("nginx: master process") ? pid : undefined;
}

function commandLine(pid: number): string | undefined {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, "utf8").replaceAll("\0", " ").trim();
  } catch {
    return undefined;
  }
}

/** The processes whose parent is `pid` (nginx's workers and cache processes). */
function children(pid: number): number[] {
  return readdirSync("/proc")
    .filter((name) => /^\d+$/.test(name))
    .filter((name) => {
      try {
        const stat = readFileSync(`/proc/${name}/stat`, "utf8");
        // "pid (name) state ppid …": the name may hold spaces and parentheses.
        return Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]) === pid;
      } catch {
        return false;
      }
    })
    .map(Number);
}

function sleep(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

/**
 * Reloads the nginx whose master is `master` and returns once the workers it had have all
 * exited and new ones run: from then on every response carries the new configuration's headers.
 */
export function reloadAndWait(master: number, timeoutMs = RELOAD_TIMEOUT_MS): void {
  const before = new Set(children(master));
  try {
    process.kill(master, "SIGHUP");
  } catch (error) {
    throw new BuildRefused(
      `no se pudo recargar nginx (${(error as Error).message}); publica como root`,
    );
  }
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const now = children(master);
    const old = now.filter((pid) => before.has(pid));
    if (now.length > old.length && old.length === 0) return;
    if (Date.now() > deadline) {
      throw new BuildRefused(
        `nginx no terminó de recargar en ${timeoutMs / 1000} s: ${old.length > 0 ? `sus procesos ${old.join(", ")} siguen con la configuración anterior` : "no arrancó procesos nuevos"} (mira su error.log)`,
      );
    }
    sleep(POLL_MS);
  }
}
