/**
 * Self-contained functions run in the page (Playwright's page.evaluate in tests/e2e, the engine
 * tabs' evaluate in tests/engines): whether text inside an element shows whole. No imports and
 * no closures, since each is serialized into the page.
 */

/**
 * The texts under `selector` that their own box cuts (an ellipsis, or overflow hidden or clipped
 * sideways), each with the widths that cut it; empty when everything shows whole.
 */
export function cutTexts(selector: string): string[] {
  const root = document.querySelector(selector);
  if (!root) return [`nothing matches ${selector}`];
  const cut: string[] = [];
  for (const element of [root, ...root.querySelectorAll("*")]) {
    if (!(element instanceof HTMLElement) || !element.textContent?.trim()) continue;
    const style = getComputedStyle(element);
    const clips = style.overflowX !== "visible" || style.textOverflow === "ellipsis";
    if (clips && element.scrollWidth > element.clientWidth + 0.5) {
      const text = element.textContent.replace(/\s+/g, " ").trim().slice(0, 60);
      cut.push(`"${text}" ${element.scrollWidth}/${element.clientWidth} px`);
    }
  }
  return cut;
}
