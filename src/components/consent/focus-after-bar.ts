const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), [tabindex="0"]';

/**
 * Where focus goes when the bar closes on a choice made from inside it, so a keyboard user is
 * not thrown back to the top of the document: to the footer button that reopened it, or else to
 * the first element after the bar in the tab order (the bar sits right after the skip link).
 */
export function focusAfterBar(bar: HTMLElement | null, opener: Element | null): void {
  if (!bar?.contains(document.activeElement)) return;
  const target =
    opener instanceof HTMLElement && opener.isConnected
      ? opener
      : [...document.querySelectorAll<HTMLElement>(FOCUSABLE)].find(
          (element) =>
            !bar.contains(element) &&
            bar.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_FOLLOWING &&
            element.getClientRects().length > 0,
        );
  // The page stays where the visitor is reading; only the reopen button, which may have scrolled
  // away while the choices were open, is brought back into view.
  target?.focus({ preventScroll: !opener });
}
