/**
 * Self-contained functions run in the page (Playwright's page.evaluate in tests/e2e, the engine
 * tabs' evaluate in tests/engines): where focus went after a jump within the page. No imports
 * and no closures, since each is serialized into the page.
 */

export type FocusedHeading = {
  /** The focused element's tag ("h2"), or "body". */
  tag: string;
  /** Its text, which is what a screen reader says of a focused heading. */
  text: string;
  /** The id of the section it heads (whose aria-labelledby names it), or null. */
  heads: string | null;
  /** Its top in the viewport, rounded. */
  top: number;
};

export function focusedHeading(): FocusedHeading {
  const element = document.activeElement ?? document.body;
  const section = element.id
    ? document.querySelector(`section[aria-labelledby="${CSS.escape(element.id)}"]`)
    : null;
  return {
    tag: element.localName,
    text: (element.textContent ?? "").replace(/\s+/g, " ").trim(),
    heads: section?.id ?? null,
    top: Math.round(element.getBoundingClientRect().top),
  };
}
