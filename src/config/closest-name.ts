/**
 * The name a typo most likely meant, for the messages that refuse an unknown name (a SITE_*
 * variable, a key of company.json): the known name within two edits (Levenshtein), or, for a
 * name of any length, one that differs only in case and punctuation. Pure.
 */

/** Edit distance (Levenshtein). */
export function editDistance(a: string, b: string): number {
  let row = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 0; i < a.length; i++) {
    const next = [i + 1];
    for (let j = 0; j < b.length; j++) {
      const substitution = (row[j] ?? 0) + (a[i] === b[j] ? 0 : 1);
      next.push(Math.min((row[j + 1] ?? 0) + 1, (next[j] ?? 0) + 1, substitution));
    }
    row = next;
  }
  return row[b.length] ?? 0;
}

const plain = (name: string) => name.toLowerCase().replace(/[^a-z0-9]/g, "");

/** The known name `name` most likely meant, or undefined when none is close. */
export function closestName(name: string, known: readonly string[]): string | undefined {
  const same = known.find((candidate) => plain(candidate) === plain(name));
  if (same) return same;
  const ranked = known.map((candidate) => ({ candidate, edits: editDistance(name, candidate) }));
  const best = ranked.sort((a, b) => a.edits - b.edits)[0];
  return best && best.edits <= 2 ? best.candidate : undefined;
}
