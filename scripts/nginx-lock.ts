/**
 * One deploy at a time in a site directory: <site>/deploy.lock, created exclusively (link(2)) when a
 * deploy or a rollback starts and removed when it ends. Two deploys at once each wrote
 * releases.conf for their own pair of releases and switched `live` to their own, so `live` could
 * end on a release the loaded policy did not allow, while both reported success.
 *
 * The lock names its process by pid and start time (/proc/<pid>/stat), so a pid reused by another
 * program is not taken for it. A lock whose process is gone (a deploy killed with -9) is taken
 * over, and the deploy says so. Why no package: proper-lockfile keeps its lock alive with a timer
 * that refreshes the file's time, and the deploy blocks its event loop while it waits for nginx's
 * old workers (up to NGINX_RELOAD_TIMEOUT), so the lock would go stale under a live deploy; a
 * kernel lock (flock) needs a native module. Linux only, like the rest of the nginx deploy.
 */
import { linkSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { BuildRefused } from "./server/generation.ts";
import { describeFailure } from "./system-errors.ts";

export const SITE_LOCK = "deploy.lock";

type Holder = { pid: number; start?: string; since: string };
export type SiteLock = {
  /** Said when the lock of a deploy that was killed was taken over. */
  tookOver?: string;
  release(): void;
};

/** The start time of `pid` in clock ticks since boot, or undefined when no such process runs. */
function startTime(pid: number): string | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    // "pid (name) state ppid …": the name may hold spaces; starttime is field 22.
    return stat.slice(stat.lastIndexOf(")") + 2).split(" ")[19];
  } catch {
    return undefined;
  }
}

function running(holder: Holder): boolean {
  if (holder.start !== undefined) return startTime(holder.pid) === holder.start;
  try {
    process.kill(holder.pid, 0);
    return true;
  } catch {
    return false;
  }
}

function read(file: string): string | undefined {
  try {
    return readFileSync(file, "utf8");
  } catch {
    return undefined;
  }
}

function parse(text: string | undefined): Holder | undefined {
  try {
    const holder = JSON.parse(text ?? "") as Holder;
    return Number.isInteger(holder.pid) ? holder : undefined;
  } catch {
    return undefined;
  }
}

const who = (holder: Holder | undefined) =>
  holder ? `proceso ${holder.pid}, desde ${holder.since}` : "sin datos legibles";

/**
 * Moves a stale lock aside, checking that what was moved is the stale lock read before: a deploy
 * that took it over meanwhile gets its lock back (link fails if a third one holds it by then).
 */
function removeStale(file: string, stale: string | undefined): boolean {
  const aside = `${file}.${process.pid}`;
  try {
    renameSync(file, aside);
  } catch {
    return true; // gone already: try to create it again
  }
  const moved = read(aside);
  if (moved !== stale) {
    try {
      linkSync(aside, file);
    } catch {
      // Another deploy holds the lock now; it is the one to wait for.
    }
    rmSync(aside, { force: true });
    return false;
  }
  rmSync(aside, { force: true });
  return true;
}

/** Takes the site's deploy lock, or refuses while another deploy holds it. */
export function lockSite(site: string): SiteLock {
  const file = path.join(site, SITE_LOCK);
  const mine = JSON.stringify({
    pid: process.pid,
    start: startTime(process.pid),
    since: new Date().toISOString(),
  } satisfies Holder);
  // Written whole under a name of its own, then linked into place: link(2) fails when the lock
  // exists, so the lock never exists half-written.
  const written = `${file}.${process.pid}.new`;
  try {
    writeFileSync(written, mine);
  } catch (error) {
    rmSync(written, { force: true });
    throw new BuildRefused(`no se pudo escribir ${written}: ${describeFailure(error)}`);
  }
  let tookOver: string | undefined;
  try {
    for (let attempt = 0; attempt < 3; attempt += 1) {
      try {
        linkSync(written, file);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== "EEXIST") {
          throw new BuildRefused(`no se pudo crear ${file}: ${describeFailure(error)}`);
        }
        const text = read(file);
        const holder = parse(text);
        if (holder && running(holder)) {
          throw new BuildRefused(
            `otra publicación está en curso en ${site} (${who(holder)}); espera a que termine y vuelve a ejecutar esta orden`,
          );
        }
        if (removeStale(file, text)) {
          tookOver = `Una publicación anterior en ${site} se interrumpió (${who(holder)}); esta la reemplaza.`;
        }
        continue;
      }
      return {
        tookOver,
        release: () => {
          if (read(file) === mine) rmSync(file, { force: true });
        },
      };
    }
  } finally {
    rmSync(written, { force: true });
  }
  throw new BuildRefused(
    `otra publicación acaba de empezar en ${site}; espera a que termine y vuelve a ejecutar esta orden`,
  );
}
