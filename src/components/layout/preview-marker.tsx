import type { CSSProperties } from "react";
import { cn } from "~/lib/cn";
import { isReleaseBuild } from "~/config/build-mode";
import { previewCopy } from "~/content/preview";

/** Marks the line for the tests (tests/shared/preview-checks.ts). */
export const PREVIEW_MARKER_ATTRIBUTE = "data-preview-marker";

/**
 * The "Vista previa" line of a preview build (src/config/build-mode.ts): a compact strip in the
 * page's flow under the header, on the first screen, so it covers nothing and nothing covers it,
 * and a screen reader reads it with the page. Navy on amber reads as a notice on the navy hero
 * and on white alike (about 10:1). Utilities the pages already use, so the stylesheet pays nothing;
 * the command keeps to one line by its no-break spaces. A release build renders nothing.
 * Server-rendered only.
 */
export function PreviewMarker({ className, style }: { className?: string; style?: CSSProperties }) {
  if (isReleaseBuild(process.env)) return null;
  const attributes = { [PREVIEW_MARKER_ATTRIBUTE]: "" };
  return (
    <p
      {...attributes}
      className={cn("bg-amber-400 px-4 py-1 text-center text-xs text-ink-900", className)}
      style={style}
    >
      <strong>{previewCopy.label}</strong>
      {`, ${previewCopy.text} `}
      <code>{previewCopy.command.replaceAll(" ", "\u00a0")}</code>.
    </p>
  );
}
