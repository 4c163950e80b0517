/**
 * The processes a test started, found by a variable of their environment that no other process
 * has: what a stopped `npm start` may have left running (its build, its astro build). Read from
 * /proc, so only where it exists (Linux); `available` says whether it does.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";

export const available = existsSync("/proc/self/environ");

export type Marked = { pid: number; command: string };

/** Every live process whose environment holds `name=value`, with its command line. */
export function markedProcesses(name: string, value: string): Marked[] {
  const entry = `${name}=${value}`;
  return readdirSync("/proc")
    .filter((pid) => /^\d+$/.test(pid))
    .flatMap((pid) => {
      try {
        const environment = readFileSync(`/proc/${pid}/environ`, "utf8").split("\0");
        if (!environment.includes(entry)) return [];
        const command = readFileSync(`/proc/${pid}/cmdline`, "utf8").replaceAll("\0", " ").trim();
        return [{ pid: Number(pid), command }];
      } catch {
        return []; // gone meanwhile, or another user's
      }
    });
}
