import { shellCopy } from "~/content/shell";

export const MAIN_CONTENT_ID = "contenido";

/** First focusable element of every page: jumps past the header to the main content. */
export function SkipLink() {
  return (
    <a
      href={`#${MAIN_CONTENT_ID}`}
      className="z-50 rounded-lg bg-white px-4 py-3 font-semibold text-ink-900 shadow-lg not-focus:sr-only focus:fixed focus:top-3 focus:left-3"
    >
      {shellCopy.skipLink}
    </a>
  );
}
