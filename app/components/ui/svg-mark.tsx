import { cn } from "~/lib/cn";

export type Mark = { path: string; viewBox: string };

/** A single-path brand mark in the current text colour. Decorative: the text beside it names it. */
export function SvgMark({ mark, className }: { mark: Mark; className?: string }) {
  return (
    <svg
      viewBox={mark.viewBox}
      aria-hidden="true"
      focusable="false"
      className={cn(className ?? "size-5", "fill-current")}
    >
      <path d={mark.path} />
    </svg>
  );
}
