import { plainText } from "~/content/legal/plain-text";
import type { LegalDocument } from "./types";

/** Every word of a legal document, one block per line: for checks that do not care where it sits. */
export function documentText(document: LegalDocument): string {
  return document.sections
    .flatMap((section) =>
      section.blocks.flatMap((block) => {
        switch (block.type) {
          case "paragraph":
            return [plainText(block.text)];
          case "subheading":
            return [block.text];
          case "list":
            return block.items.map(plainText);
          case "definitions":
            return block.items.map((item) => `${item.term} ${plainText(item.description)}`);
          case "table":
            return [block.caption, ...block.rows.map((row) => row.map(plainText).join(" "))];
        }
      }),
    )
    .join("\n");
}
