/**
 * Runs the build `npm start` needs (scripts/start.ts) so that it dies with `npm start`. A build is
 * a chain of processes (npm run build → sh → node scripts/build.ts → astro build): run with
 * execSync, a signal that stopped `npm start` left that chain running, orphaned, to swap build/
 * half a minute later under a server that was gone. So the chain runs in a process group of its
 * own: a SIGTERM, SIGINT or SIGHUP that reaches `npm start` (npm passes SIGTERM and SIGINT on to
 * it), or its parent going away, stops the whole group, and `npm start` waits until no process of
 * the group is left before it exits. A build stopped this way never swaps build/ (build.ts swaps
 * last), so the build that was there stays.
 */
import { spawn } from "node:child_process";

type Env = Record<string, string | undefined>;
export type BuildOutcome = { status: number } | { signal: NodeJS.Signals };

const SIGNALS: NodeJS.Signals[] = ["SIGTERM", "SIGINT", "SIGHUP"];
const PARENT_CHECK_MS = 500;
/** How long the group has to stop after SIGTERM before it is killed outright. */
const STOP_GRACE_MS = 10_000;
const POLL_MS = 100;
const GROUPS = process.platform !== "win32";

/** Whether any process of the group led by `pid` is still alive. */
function groupAlive(pid: number): boolean {
  try {
    process.kill(GROUPS ? -pid : pid, 0);
    return true;
  } catch {
    return false;
  }
}

function signalGroup(pid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(GROUPS ? -pid : pid, signal);
  } catch {
    // Already gone.
  }
}

/** Resolves once no process of the group is left, killing it outright after the grace. */
async function groupGone(pid: number): Promise<void> {
  const deadline = Date.now() + STOP_GRACE_MS;
  while (groupAlive(pid)) {
    if (Date.now() > deadline) signalGroup(pid, "SIGKILL");
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

/** Runs `npm <args>` as its own process group (see above); how it ended. */
export function runBuild(args: string[], cwd: string, env: Env): Promise<BuildOutcome> {
  const child = spawn("npm", args, {
    cwd,
    env,
    stdio: ["ignore", "inherit", "inherit"],
    detached: GROUPS,
    shell: !GROUPS,
  });
  let stopping: NodeJS.Signals | undefined;
  const stop = (signal: NodeJS.Signals) => {
    stopping ??= signal;
    if (child.pid !== undefined) signalGroup(child.pid, "SIGTERM");
  };
  const handlers = SIGNALS.map((signal) => [signal, () => stop(signal)] as const);
  for (const [signal, handler] of handlers) process.on(signal, handler);
  const parent = process.ppid;
  const watch = setInterval(() => process.ppid !== parent && stop("SIGTERM"), PARENT_CHECK_MS);
  return new Promise((resolve, reject) => {
    child.once("error", reject);
    child.once("exit", (code) => {
      clearInterval(watch);
      const done = () => {
        for (const [signal, handler] of handlers) process.off(signal, handler);
        resolve(stopping ? { signal: stopping } : { status: code ?? 1 });
      };
      // npm has exited; what it started may still be stopping.
      if (stopping && child.pid !== undefined) void groupGone(child.pid).then(done);
      else done();
    });
  });
}
