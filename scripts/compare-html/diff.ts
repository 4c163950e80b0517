/** A line diff with context, enough to show what changed between two lists of lines. */

/** Above this many cells the middle of two lists is shown as removed and added, not aligned. */
const MAX_TABLE = 4_000_000;

type Op = { kind: " " | "-" | "+"; line: string; before: number; after: number };

/** Longest-common-subsequence alignment of the part between the common prefix and suffix. */
function align(a: string[], b: string[]): Op[] {
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start++;
  let [endA, endB] = [a.length, b.length];
  while (endA > start && endB > start && a[endA - 1] === b[endB - 1]) {
    endA--;
    endB--;
  }
  const [n, m] = [endA - start, endB - start];
  const ops: Op[] = [];
  const push = (kind: Op["kind"], before: number, after: number) =>
    ops.push({ kind, line: (kind === "+" ? b[after] : a[before]) ?? "", before, after });
  for (let i = 0; i < start; i++) push(" ", i, i);
  if (n * m > MAX_TABLE) {
    for (let i = start; i < endA; i++) push("-", i, start);
    for (let j = start; j < endB; j++) push("+", endA, j);
  } else {
    // common(i, j): how many lines a[start+i..endA) and b[start+j..endB) have in common.
    const table = new Uint32Array((n + 1) * (m + 1));
    const common = (i: number, j: number) => table[i * (m + 1) + j] ?? 0;
    for (let i = n - 1; i >= 0; i--)
      for (let j = m - 1; j >= 0; j--)
        table[i * (m + 1) + j] =
          a[start + i] === b[start + j]
            ? common(i + 1, j + 1) + 1
            : Math.max(common(i + 1, j), common(i, j + 1));
    let [i, j] = [0, 0];
    while (i < n || j < m) {
      const [x, y] = [start + i, start + j];
      if (i < n && j < m && a[x] === b[y]) {
        push(" ", x, y);
        i++;
        j++;
      } else if (i < n && (j === m || common(i + 1, j) >= common(i, j + 1))) {
        push("-", x, y);
        i++;
      } else {
        push("+", x, y);
        j++;
      }
    }
  }
  for (let i = endA, j = endB; i < a.length; i++, j++) push(" ", i, j);
  return ops;
}

export type LineDiff = { changed: number; hunks: string[] };

/** The changed lines with `context` unchanged lines around them, hunks headed by line numbers. */
export function diffLines(a: string[], b: string[], context = 2): LineDiff {
  const ops = align(a, b);
  const changedAt = ops.flatMap((op, index) => (op.kind === " " ? [] : [index]));
  const hunks: string[] = [];
  for (let k = 0; k < changedAt.length;) {
    const first = changedAt[k] ?? 0;
    let last = first;
    // Changes closer than twice the context share one hunk.
    while (k < changedAt.length && (changedAt[k] ?? 0) <= last + 2 * context + 1)
      last = changedAt[k++] ?? last;
    const from = Math.max(0, first - context);
    const shown = ops.slice(from, last + context + 1);
    const head = shown[0];
    hunks.push(
      [
        `@@ before line ${(head?.before ?? 0) + 1}, after line ${(head?.after ?? 0) + 1}`,
        ...shown.map((op) => `${op.kind} ${op.line}`),
      ].join("\n"),
    );
  }
  return { changed: changedAt.length, hunks };
}
