import type { LegalBlock as LegalBlockData } from "~/content/legal/types";
import { cn } from "~/lib/cn";
import { LegalTable } from "./legal-table";
import { plainText } from "~/content/legal/plain-text";
import { LegalText } from "./legal-text";

const listClasses = {
  bullet: "list-disc",
  ordered: "list-decimal",
} as const;

const definitionClasses = {
  plain: {
    list: "mt-6 space-y-5",
    row: "",
    term: "font-semibold text-slate-900",
    description: "mt-1",
  },
  card: {
    list: "mt-6 divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-slate-50 px-5 shadow-sm sm:px-6 print:border-slate-400 print:bg-white print:shadow-none",
    row: "py-3 sm:grid sm:grid-cols-[11rem_minmax(0,1fr)] sm:items-baseline sm:gap-6",
    term: "text-sm font-semibold text-slate-900",
    description: "mt-0.5 sm:mt-0",
  },
} as const;

type LegalBlockProps = { block: LegalBlockData };

/** One block of a legal section: a paragraph, a list, a sub-heading (h3), definitions or a table. */
export function LegalBlock({ block }: LegalBlockProps) {
  switch (block.type) {
    case "paragraph":
      return (
        <p className="mt-4">
          <LegalText text={block.text} />
        </p>
      );
    case "subheading":
      return (
        <h3
          id={block.id}
          className="mt-8 text-lg font-semibold text-slate-900 print:break-after-avoid"
        >
          {block.text}
        </h3>
      );
    case "list": {
      const List = block.ordered ? "ol" : "ul";
      return (
        <List
          className={cn(
            "mt-4 space-y-2 pl-6 marker:font-semibold marker:text-brand-600",
            listClasses[block.ordered ? "ordered" : "bullet"],
          )}
        >
          {block.items.map((item) => (
            <li key={plainText(item)} className="pl-1">
              <LegalText text={item} />
            </li>
          ))}
        </List>
      );
    }
    case "definitions": {
      const styles = definitionClasses[block.card ? "card" : "plain"];
      return (
        <dl className={styles.list}>
          {block.items.map((item) => (
            <div key={`${item.term}:${plainText(item.description)}`} className={styles.row}>
              <dt className={styles.term}>{item.term}</dt>
              <dd className={styles.description}>
                <LegalText text={item.description} />
              </dd>
            </div>
          ))}
        </dl>
      );
    }
    case "table":
      return <LegalTable block={block} />;
  }
}

/** A stable key for a block within its section. */
export function legalBlockKey(block: LegalBlockData): string {
  switch (block.type) {
    case "paragraph":
      return `p:${plainText(block.text)}`;
    case "subheading":
      return `h:${block.text}`;
    case "list":
      return `l:${block.items.map(plainText).join("|")}`;
    case "definitions":
      return `d:${block.items.map((item) => `${item.term}:${plainText(item.description)}`).join("|")}`;
    case "table":
      return `t:${block.caption}`;
  }
}
