/** Attribute on elements that show the current year (the copyright line). */
export const CURRENT_YEAR_ATTRIBUTE = "data-current-year";

/** Puts the visitor's current year in every marked element: a prerendered page may be old. */
export function refreshCurrentYear(now: Date = new Date()): void {
  for (const element of document.querySelectorAll(`[${CURRENT_YEAR_ATTRIBUTE}]`)) {
    element.textContent = String(now.getFullYear());
  }
}
