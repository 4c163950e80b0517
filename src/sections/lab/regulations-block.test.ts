import { describe, expect, it } from "vitest";
import { REGULATION_IDS } from "~/config/proof-schema";
import { spanClass, WIDE_SPANS } from "./regulations-block";

/** Tracks of the wide grid (lg:grid-cols-6) and columns of the two-column one. */
const WIDE_TRACKS = 6;

describe("the regulation rows leave no hole, whatever the count", () => {
  for (let count = 1; count <= REGULATION_IDS.length; count++) {
    it(`${count} row(s): every wide line full, a lonely last row across both columns`, () => {
      const spans = WIDE_SPANS[count] ?? [];
      expect(spans).toHaveLength(count);
      // Lay the spans into lines of six tracks: each line must close exactly at six.
      let line = 0;
      for (const span of spans) {
        line += span;
        expect(line).toBeLessThanOrEqual(WIDE_TRACKS);
        if (line === WIDE_TRACKS) line = 0;
      }
      expect(line).toBe(0);
      const last = spanClass(count - 1, count);
      expect(last.includes("sm:col-span-2")).toBe(count % 2 === 1);
      for (let index = 0; index < count; index++)
        expect(spanClass(index, count)).toContain(`lg:col-span-${spans[index]}`);
    });
  }
});
