/**
 * Checks that run inside the page, in any engine: Playwright's evaluate, puppeteer's and
 * selenium's executeScript all take them. Each is self-contained (no closures, no imports) and
 * returns the problems it found, so an empty list is a pass.
 */

/**
 * Every icon drawn from a sprite (a `.icon` box, an `.icon-tile`'s ::before or another mark of
 * src/styles/marks.css masked by `--icon`, or an `<img>` of the sprite)
 * names a drawing of that sprite, the sprite shown with that fragment really paints something (on
 * a canvas: a fragment the engine does not honour shows nothing), and each icon on screen has a
 * non-empty box. WebKit honours the fragment in a mask and an `<img>` but not when the same image is
 * drawn on a canvas, so there `checkPaint` is false and its screenshots show the icons
 * (tests/engines/smoke.spec.ts).
 */
export async function spriteProblems(checkPaint = true): Promise<string[]> {
  const refs: [Element, string][] = [];
  // A `.icon` or `.stars` is masked itself; an `.icon-tile` or a `.lead-icon` paints its icon with
  // its ::before, a `.trail-icon` or a `.tick` with its ::after (src/styles/marks.css).
  const pseudo = (element: Element) =>
    element.matches(".icon-tile, .lead-icon")
      ? "::before"
      : element.matches(".trail-icon, .tick")
        ? "::after"
        : null;
  const marks = ".icon, .stars, .icon-tile, .lead-icon, .trail-icon, .tick";
  for (const icon of document.querySelectorAll(marks)) {
    const style = getComputedStyle(icon, pseudo(icon));
    const mask = style.maskImage || style.getPropertyValue("-webkit-mask-image");
    refs.push([icon, /url\("?([^")]+)"?\)/.exec(mask)?.[1] ?? `(no mask: ${mask})`]);
  }
  for (const image of document.querySelectorAll("img[src*='.svg#']"))
    refs.push([image, image.getAttribute("src") ?? ""]);

  const viewsBySprite = new Map<string, Set<string>>();
  const paints = new Map<string, boolean>();
  const problems: string[] = [];
  for (const [element, ref] of refs) {
    const url = new URL(ref, location.href);
    const id = decodeURIComponent(url.hash.slice(1));
    if (!viewsBySprite.has(url.pathname)) {
      const text = await (await fetch(url.pathname)).text();
      const sprite = new DOMParser().parseFromString(text, "image/svg+xml");
      const drawings = sprite.querySelectorAll(":root > svg[id]");
      viewsBySprite.set(url.pathname, new Set([...drawings].map((drawing) => drawing.id)));
    }
    if (!viewsBySprite.get(url.pathname)?.has(id)) {
      problems.push(`${ref}: the sprite has no such drawing`);
      continue;
    }
    if (checkPaint && !paints.has(url.href)) {
      const image = new Image(48, 48);
      image.src = url.href;
      await image.decode();
      const canvas = document.createElement("canvas");
      canvas.width = canvas.height = 48;
      const context = canvas.getContext("2d", { willReadFrequently: true });
      context?.drawImage(image, 0, 0, 48, 48);
      const alpha = context?.getImageData(0, 0, 48, 48).data.filter((_, i) => i % 4 === 3) ?? [];
      paints.set(
        url.href,
        alpha.some((value) => value > 0),
      );
    }
    if (checkPaint && !paints.get(url.href)) problems.push(`${ref}: the drawing paints nothing`);
    const box = pseudo(element)
      ? getComputedStyle(element, pseudo(element))
      : element.getBoundingClientRect();
    if (
      element.checkVisibility() &&
      !(parseFloat(`${box.width}`) > 0 && parseFloat(`${box.height}`) > 0)
    )
      problems.push(`${ref}: shown in an empty box`);
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

/** Resolves once the page has not scrolled for three frames in a row (a smooth scroll ended). */
export function scrollSettled(): Promise<void> {
  return new Promise((resolve) => {
    let last = window.scrollY;
    let still = 0;
    const frame = () => {
      still = window.scrollY === last ? still + 1 : 0;
      last = window.scrollY;
      if (still >= 3) resolve();
      else requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  });
}
