/**
 * A reload of a running nginx that is over only when every worker started under the previous
 * configuration has exited: `nginx -s reload` returns as soon as the signal is sent, and an old
 * worker keeps answering its connections with the old headers for as long as they last; a deploy
 * that switched `live` then could send a new page under the old Content-Security-Policy. A reload
 * nginx refuses (its workers never change), or one an old worker never finishes, is reported, not
 * waited on forever. Linux only (/proc), as nginx's deploy is (docs/deploy.md, Debian 12).
 */
import { readdirSync, readFileSync } from "node:fs";
import { BuildRefused } from "./server/generation.ts";

/**
 * Old workers finish the requests they hold; a site of small static files takes well under a
 * minute. NGINX_RELOAD_TIMEOUT (seconds) gives a server with long downloads more.
 */
export const RELOAD_TIMEOUT_MS = Number(process.env.NGINX_RELOAD_TIMEOUT ?? 60) * 1000;
const POLL_MS = 50;

/**
 * A reload was asked for and did not complete: some workers may already run the new
 * configuration, so what was written is not put back (the deploy's message says what changed).
 */
export class ReloadIncomplete extends BuildRefused {}

/** The processes whose parent is `pid` (nginx's workers and cache processes). */
export function children(pid: number): number[] {
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
      `no se pudo recargar nginx (proceso ${master}: ${(error as Error).message}); publica como root`,
    );
  }
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const now = children(master);
    const old = now.filter((pid) => before.has(pid));
    if (now.length > old.length && old.length === 0) return;
    if (Date.now() > deadline) {
      throw new ReloadIncomplete(
        `nginx (proceso ${master}) no terminó de recargar en ${timeoutMs / 1000} s: ${old.length > 0 ? `sus procesos ${old.join(", ")} siguen con la configuración anterior` : "no arrancó procesos nuevos"} (mira su error.log)`,
      );
    }
    sleep(POLL_MS);
  }
}
