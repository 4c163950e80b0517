import type { LegalBlock } from "~/content/legal/types";
import { plainText } from "~/content/legal/plain-text";
import { LegalText } from "./legal-text";

type LegalTableProps = {
  block: Extract<LegalBlock, { type: "table" }>;
};

/**
 * A legal data table with its caption. On a narrow phone it scrolls sideways inside its own
 * frame, never the page; the frame takes keyboard focus so it can be scrolled without a pointer.
 */
export function LegalTable({ block }: LegalTableProps) {
  return (
    <div
      className="mt-6 overflow-x-auto rounded-2xl border border-slate-200 print:border-slate-400"
      // A region that scrolls must take focus to scroll from the keyboard (WCAG 2.1.1).
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      role="region"
      aria-label={block.caption}
    >
      <table className="w-full text-left text-sm">
        <caption className="px-4 pt-3 text-left font-semibold text-slate-900">
          {block.caption}
        </caption>
        <thead className="text-slate-900">
          <tr>
            {block.columns.map((column) => (
              <th key={column} scope="col" className="px-4 py-2 font-semibold">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {block.rows.map((row) => (
            <tr key={plainText(row[0] ?? "")}>
              {row.map((cell, index) =>
                index === 0 ? (
                  <th
                    key={block.columns[index]}
                    scope="row"
                    className="px-4 py-2 whitespace-nowrap text-slate-900"
                  >
                    <LegalText text={cell} />
                  </th>
                ) : (
                  <td key={block.columns[index]} className="px-4 py-2">
                    <LegalText text={cell} />
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
