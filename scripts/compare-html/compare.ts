/** Compares two built pages category by category (extract.ts) after normalising both. */
import { diffLines, type LineDiff } from "./diff.ts";
import { extract, SEMANTIC, TREE, type Category } from "./extract.ts";
import { parsePage } from "./normalise.ts";

export type CategoryDiff = LineDiff & { category: Category; semantic: boolean };

/** The categories in which two pages differ, semantic ones first, the whole tree last. */
export function comparePages(before: string, after: string): CategoryDiff[] {
  const [a, b] = [extract(parsePage(before)), extract(parsePage(after))];
  return [...SEMANTIC, TREE]
    .map((category) => ({
      category,
      semantic: category !== TREE,
      ...diffLines(a[category], b[category]),
    }))
    .filter((diff) => diff.changed > 0);
}
