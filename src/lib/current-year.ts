/** Attribute on elements that show the current year (the copyright line). */
export const CURRENT_YEAR_ATTRIBUTE = "data-current-year";

/**
 * Puts the visitor's current year in every marked element: a prerendered page may be old. Only
 * where it differs, since writing even the same text makes the browser lay the footer out again.
 */
export function refreshCurrentYear(now: Date = new Date()): void {
  const year = String(now.getFullYear());
  for (const element of document.querySelectorAll(`[${CURRENT_YEAR_ATTRIBUTE}]`)) {
    if (element.textContent !== year) element.textContent = year;
  }
}
