/**
 * Runs test steps one after another and goes on after a failure, so one run reports everything;
 * ends with a summary of every step (passed, failed or skipped and why, with its time) and exits
 * non-zero when a step failed. scripts/test.ts lists the steps.
 */
import { spawnSync } from "node:child_process";

export type Step = {
  name: string;
  /** What runs, as a reader would type it. */
  command: string;
  env?: Record<string, string>;
  /** Why this machine cannot run it, with how to make it able; undefined: it runs. */
  unavailable?: () => string | undefined;
  /** Steps it is pointless without: when one of them did not pass, it is skipped. */
  needs?: string[];
};

type Outcome = { step: Step; status: "passed" | "failed" | "skipped"; note?: string; ms: number };

const seconds = (ms: number) => {
  const s = Math.round(ms / 1000);
  return s < 60 ? `${s} s` : `${Math.floor(s / 60)} min ${String(s % 60).padStart(2, "0")} s`;
};

function run(step: Step, outcomes: Outcome[]): Outcome {
  const blocked = step.needs?.filter((name) =>
    outcomes.some((done) => done.step.name === name && done.status !== "passed"),
  );
  if (blocked?.length) {
    return { step, status: "skipped", note: `${blocked.join(", ")} did not pass`, ms: 0 };
  }
  const why = step.unavailable?.();
  if (why) return { step, status: "skipped", note: why, ms: 0 };

  console.log(`\n▶ ${step.name}: ${step.command}`);
  const started = Date.now();
  const result = spawnSync(step.command, {
    shell: true,
    stdio: "inherit",
    env: { ...process.env, ...step.env },
  });
  const ms = Date.now() - started;
  if (result.signal === "SIGINT") throw new Interrupted(step.name);
  if (result.status === 0) return { step, status: "passed", ms };
  const note = result.error?.message ?? `exit ${result.status ?? result.signal}`;
  return { step, status: "failed", note, ms };
}

class Interrupted extends Error {}

const MARK = { passed: "✓", failed: "✗", skipped: "–" } as const;

function summary(title: string, outcomes: Outcome[], ms: number): string {
  const width = Math.max(...outcomes.map(({ step }) => step.name.length));
  const lines = outcomes.map(({ step, status, note, ms: took }) => {
    const time = status === "skipped" ? "" : seconds(took);
    const detail = note ? `: ${note}` : "";
    return `  ${MARK[status]} ${step.name.padEnd(width)}  ${time.padStart(10)}  ${status}${detail}`;
  });
  const failed = outcomes.filter(({ status }) => status === "failed").length;
  const skipped = outcomes.filter(({ status }) => status === "skipped").length;
  const verdict = failed ? `${failed} failed` : "all passed";
  const skips = skipped ? `, ${skipped} skipped` : "";
  return `\n${title}, ${seconds(ms)}: ${verdict}${skips}\n${lines.join("\n")}`;
}

/** Runs every step in order and exits: 0 when none failed, 1 when one did, 130 on Ctrl-C. */
export function runSteps(title: string, steps: Step[], footer = ""): never {
  const started = Date.now();
  const outcomes: Outcome[] = [];
  try {
    for (const step of steps) outcomes.push(run(step, outcomes));
  } catch (error) {
    if (!(error instanceof Interrupted)) throw error;
    console.log(
      summary(`${title} (interrupted in ${error.message})`, outcomes, Date.now() - started),
    );
    process.exit(130);
  }
  console.log(summary(title, outcomes, Date.now() - started));
  if (footer) console.log(footer);
  process.exit(outcomes.some(({ status }) => status === "failed") ? 1 : 0);
}
