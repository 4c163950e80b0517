/**
 * The one setting every time limit of the tests scales with: TEST_TIME_SCALE, a positive number,
 * 1 by default. Playwright's and Vitest's configurations and the few specs that need a limit of
 * their own read it here, so a slower or busier machine sets one variable (TEST_TIME_SCALE=3)
 * instead of anyone raising a limit in a spec.
 *
 * A limit is how long a wait may last before it counts as hung, never how long a test waits:
 * every wait ends as soon as its condition holds, so a generous limit costs a passing run nothing.
 * Timings the specification fixes (a 3 s delay, a 150 ms tick) are not limits and are not scaled.
 */

function readScale(raw: string | undefined): number {
  if (raw === undefined || raw.trim() === "") return 1;
  const scale = Number(raw);
  if (!Number.isFinite(scale) || scale <= 0) {
    throw new Error(`TEST_TIME_SCALE must be a positive number (1, 2, 0.5…), not "${raw}".`);
  }
  return scale;
}

export const TIME_SCALE = readScale(process.env.TEST_TIME_SCALE);

/** A limit in milliseconds, scaled by TEST_TIME_SCALE. */
export function scaled(ms: number): number {
  return Math.round(ms * TIME_SCALE);
}

/** Playwright's limit for one test, hooks and fixtures included (its own default is 30 s). */
export const TEST_TIMEOUT_MS = scaled(30_000);

/**
 * How long an expect() waits for its condition: a page settling, an island loading React in idle
 * time, a smooth scroll ending. About 1–2 s on a quiet machine; Playwright's default (5 s) left
 * too little room on a busy one.
 */
export const EXPECT_TIMEOUT_MS = scaled(10_000);

/** A server or a dev server answering after its start (it reads the whole build first). */
export const SERVER_START_MS = scaled(60_000);
