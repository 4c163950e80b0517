import { shellCopy } from "~/content/shell";

export const MAIN_CONTENT_ID = "contenido";

/**
 * First focusable element of every page: jumps past the header to the main content. Shown on
 * focus with its padding (not-sr-only resets padding, so the focus variants set it again).
 */
export function SkipLink() {
  return (
    <a
      href={`#${MAIN_CONTENT_ID}`}
      className="sr-only z-50 rounded-lg bg-white px-4 py-3 font-semibold text-ink-900 shadow-lg focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:px-4 focus:py-3"
    >
      {shellCopy.skipLink}
    </a>
  );
}
