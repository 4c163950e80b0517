import type { LegalSection } from "~/content/legal/types";

/** The sub-headings of a section that carry an anchor: its entries in the table of contents. */
export function tocEntries(section: LegalSection): { id: string; text: string }[] {
  return section.blocks.flatMap((block) =>
    block.type === "subheading" && block.id ? [{ id: block.id, text: block.text }] : [],
  );
}

type LegalTocProps = { label: string; sections: readonly LegalSection[] };

/** The id of the contents list's label, which names its navigation landmark. */
export const TOC_LABEL_ID = "indice-titulo";

/**
 * Numbered table of contents: one anchor per section, with its anchored sub-headings under it,
 * sticky beside the text on wide screens. There it ends above the consent bar while the bar shows
 * (its height: src/islands/consent-bar.ts) and scrolls inside itself, so no link it holds is
 * left under the bar when focused (WCAG 2.4.11).
 */
export function LegalToc({ label, sections }: LegalTocProps) {
  return (
    <nav
      aria-labelledby={TOC_LABEL_ID}
      className="rounded-2xl border border-slate-200 bg-slate-50 p-4 sm:p-5 lg:sticky lg:top-24 lg:max-h-[calc(100dvh-7rem-var(--bottom-bar-height,0px))] lg:self-start lg:overflow-y-auto print:hidden"
    >
      <p
        id={TOC_LABEL_ID}
        className="px-3 text-sm font-semibold tracking-wider text-slate-600 caps"
      >
        {label}
      </p>
      <ol className="mt-2 space-y-0.5 text-sm">
        {sections.map((section, index) => (
          <li key={section.id}>
            <a href={`#${section.id}`} className="toc-link">
              <span className="w-5 shrink-0 font-semibold text-brand-600 tabular-nums">
                {index + 1}.
              </span>{" "}
              <span className="min-w-0 wrap-break-word">{section.title}</span>
            </a>
            {tocEntries(section).length > 0 ? (
              <ul className="ml-4 border-l border-slate-200">
                {tocEntries(section).map((entry) => (
                  <li key={entry.id}>
                    <a href={`#${entry.id}`} className="toc-sublink">
                      {entry.text}
                    </a>
                  </li>
                ))}
              </ul>
            ) : null}
          </li>
        ))}
      </ol>
    </nav>
  );
}
