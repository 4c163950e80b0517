import type { ReactNode } from "react";
import type { LAB_SECTION_IDS } from "~/content/lab";
import type { LAB_PROOF_IDS } from "~/content/proof";
import type { HomeSectionId } from "~/content/sections";
import { cn } from "~/lib/cn";

type ValueOf<T> = T[keyof T];

/** The anchors a section may take: only the ids of the home, lab and lab-proof section lists. */
export type SectionId =
  HomeSectionId | ValueOf<typeof LAB_SECTION_IDS> | ValueOf<typeof LAB_PROOF_IDS>;

const tones = {
  white: "bg-white",
  muted: "bg-slate-50",
  ink: "bg-ink-900 text-slate-300",
} as const;

type SectionProps = {
  id: SectionId;
  /** Id of the section's heading, for aria-labelledby. */
  labelledBy: string;
  tone?: keyof typeof tones;
  className?: string;
  children: ReactNode;
};

/**
 * A full-width page section with the site's content width and vertical rhythm. It renders with
 * the page, never deferred (no content-visibility: auto): a skipped section has no real height,
 * so far jumps land short, and Chromium leaves it out of the accessibility tree
 * (docs/decisions/0003-no-deferred-sections.md).
 */
export function Section({ id, labelledBy, tone = "white", className, children }: SectionProps) {
  return (
    <section
      id={id}
      aria-labelledby={labelledBy}
      className={cn("py-7 sm:py-16 lg:py-28", tones[tone], className)}
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">{children}</div>
    </section>
  );
}
