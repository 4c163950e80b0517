/**
 * Checks that run inside the page, in any engine: Playwright's evaluate, puppeteer's and
 * selenium's executeScript all take them. Each is self-contained (no closures, no imports) and
 * returns the problems it found, so an empty list is a pass.
 */

/** Every `<use href>` names a symbol of its sprite, and each one on screen draws a non-empty box. */
export async function spriteProblems(): Promise<string[]> {
  const symbolsBySprite = new Map<string, Set<string>>();
  const problems: string[] = [];
  for (const use of document.querySelectorAll("use")) {
    const href = use.getAttribute("href") ?? "";
    const [file = "", id = ""] = href.split("#");
    if (!symbolsBySprite.has(file)) {
      const text = await (await fetch(file)).text();
      const sprite = new DOMParser().parseFromString(text, "image/svg+xml");
      symbolsBySprite.set(file, new Set([...sprite.querySelectorAll("symbol")].map((s) => s.id)));
    }
    if (!symbolsBySprite.get(file)?.has(id)) {
      problems.push(`${href}: the sprite has no such symbol`);
      continue;
    }
    if (!use.ownerSVGElement?.checkVisibility()) continue;
    const box = use.getBBox();
    if (!(box.width > 0 && box.height > 0)) problems.push(`${href}: draws an empty box`);
  }
  return problems;
}

/**
 * Every heading, link and landmark is rendered, none left out by content-visibility (Chromium
 * leaves skipped content out of the accessibility tree; a screen reader never scrolls).
 */
export function skippedContent(): string[] {
  return [...document.querySelectorAll("h1, h2, h3, h4, h5, h6, a[href], main, nav, section")]
    .filter(
      (element) =>
        element.checkVisibility() && !element.checkVisibility({ contentVisibilityAuto: true }),
    )
    .map((element) => `<${element.localName}> ${(element.textContent ?? "").trim().slice(0, 40)}`);
}

/**
 * The room anchored sections keep above them, as the page's CSS defines it once (app.css's
 * scroll-padding-top, in px), and the bottom edge of the fixed header it must clear.
 */
export function headerClearance(): { clearance: number; headerBottom: number } {
  const padding = getComputedStyle(document.documentElement).scrollPaddingTop;
  const header = [...document.querySelectorAll("header")].find(
    (element) => getComputedStyle(element).position === "fixed",
  );
  return {
    clearance: Number.parseFloat(padding) || 0,
    headerBottom: header ? Math.round(header.getBoundingClientRect().bottom) : Number.NaN,
  };
}

/** Distance of an element's top from where a jump should put it (the header clearance). */
export function landingOffset({ selector }: { selector: string }): number {
  const element = document.querySelector(selector);
  if (!element) return Number.NaN;
  const clearance = Number.parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop);
  return Math.round(element.getBoundingClientRect().top - (clearance || 0)) || 0;
}

/** What keeps the page from being at its very end with the footer in view (empty: it is). */
export function endProblems(): string[] {
  const problems: string[] = [];
  const below = Math.round(
    document.documentElement.scrollHeight - (window.scrollY + window.innerHeight),
  );
  if (below > 1) problems.push(`${below} px of page below the viewport`);
  const footer = document.querySelector("footer");
  const box = footer?.getBoundingClientRect();
  if (!box || box.top >= window.innerHeight || box.bottom > window.innerHeight + 1)
    problems.push(
      `footer not in view (${box ? `${Math.round(box.top)}–${Math.round(box.bottom)}` : "none"})`,
    );
  return problems;
}

/** The rendered text of every heading no content-visibility leaves out, whitespace squashed. */
export function renderedHeadings(): string[] {
  return [...document.querySelectorAll("h1, h2, h3, h4, h5, h6")]
    .filter((element) => element.checkVisibility({ contentVisibilityAuto: true }))
    .map((element) => (element.textContent ?? "").replace(/\s+/g, " ").trim());
}

/** Top of a section's heading in the viewport (NaN when the section has no such heading). */
export function sectionHeadingTop({ id, heading }: { id: string; heading: string }): number {
  const found = [...document.querySelectorAll(`#${id} h1, #${id} h2, #${id} h3`)].find(
    (element) => (element.textContent ?? "").replace(/\s+/g, " ").trim() === heading,
  );
  return found ? Math.round(found.getBoundingClientRect().top) : Number.NaN;
}
