import type { Page } from "@playwright/test";
import { afterFrames } from "./fixtures";

/** WCAG 1.4.12's text-spacing overrides: content must survive them without loss. */
export const TEXT_SPACING_CSS = `
  * { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; }
  p { margin-bottom: 2em !important; }
`;

/** Waits for the full stylesheet (it loads after the first paint) and two frames of layout. */
/**
 * The small screens a consent bar must leave usable (WCAG 1.4.10 reflow at 400 % zoom, a short
 * phone, 1.4.4 200 % text, 1.4.12 text spacing), for Chromium and the other engines alike.
 */
const TEXT_200 = "html { font-size: 200% !important; }";
export const SMALL_SCREENS = [
  { name: "320 × 256 (400 % zoom)", viewport: { width: 320, height: 256 }, css: "" },
  { name: "320 × 200", viewport: { width: 320, height: 200 }, css: "" },
  { name: "375 × 812 with 200 % text", viewport: { width: 375, height: 812 }, css: TEXT_200 },
  {
    name: "320 px with text spacing",
    viewport: { width: 320, height: 640 },
    css: TEXT_SPACING_CSS,
  },
  {
    name: "375 px with text spacing",
    viewport: { width: 375, height: 812 },
    css: TEXT_SPACING_CSS,
  },
] as const;

export async function settle(page: Page): Promise<void> {
  await page.waitForLoadState("networkidle");
  await afterFrames(page);
}

/**
 * Every piece of content that is cut off: text (each line box) or a control that reaches past
 * the viewport's sides or past the edge of an ancestor that hides its overflow. Left out: what
 * assistive technology does not get either (aria-hidden, inert, the inside of a role="img"
 * mockup, whose box itself is checked), visually hidden text (sr-only), and the logo carousel's
 * moving track (it has a pause button and the category cards list every logo again).
 */
export async function clippedContent(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const SLACK = 1; // sub-pixel rounding
    const viewport = document.documentElement.clientWidth;
    const problems: string[] = [];
    const skipped = (element: Element) =>
      Boolean(element.closest("[aria-hidden='true'], [inert], .marquee-viewport")) ||
      (element.parentElement?.closest("[role='img']") ?? null) !== null;
    const visuallyHidden = (element: Element) => {
      for (let node: Element | null = element; node; node = node.parentElement) {
        const box = node.getBoundingClientRect();
        const style = getComputedStyle(node);
        if (style.position === "absolute" && box.width <= 1 && box.height <= 1) return true;
        if (style.visibility === "hidden" || style.display === "none") return true;
      }
      return false;
    };
    const describe = (element: Element, text: string) =>
      `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ""} "${text.trim().slice(0, 40)}"`;
    const check = (element: Element, rect: DOMRect, label: string) => {
      if (rect.width === 0 && rect.height === 0) return;
      if (rect.left < -SLACK || rect.right > viewport + SLACK) {
        problems.push(
          `${label} runs past the viewport (${rect.left.toFixed(0)}–${rect.right.toFixed(0)} of ${viewport} px)`,
        );
        return;
      }
      for (let parent = element.parentElement; parent; parent = parent.parentElement) {
        const style = getComputedStyle(parent);
        const clipsX = ["hidden", "clip"].includes(style.overflowX);
        const clipsY = ["hidden", "clip"].includes(style.overflowY);
        if (!clipsX && !clipsY) continue;
        const box = parent.getBoundingClientRect();
        const cutX = clipsX && (rect.left < box.left - SLACK || rect.right > box.right + SLACK);
        const cutY = clipsY && (rect.top < box.top - SLACK || rect.bottom > box.bottom + SLACK);
        if (cutX || cutY) {
          problems.push(`${label} is cut off by ${describe(parent, "")}`);
          return;
        }
      }
    };

    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      const text = node.textContent ?? "";
      if (!parent || !text.trim() || skipped(parent) || visuallyHidden(parent)) continue;
      if (["SCRIPT", "STYLE", "TEMPLATE", "NOSCRIPT"].includes(parent.tagName)) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const rect of range.getClientRects()) check(parent, rect, describe(parent, text));
    }
    for (const control of document.querySelectorAll("a[href], button, summary, [role='img']")) {
      if (skipped(control) || visuallyHidden(control)) continue;
      if (getComputedStyle(control).position === "fixed") continue;
      check(control, control.getBoundingClientRect(), describe(control, control.textContent ?? ""));
    }
    return problems;
  });
}

/** Lines of text on screen that a fixed control (header, floating buttons) lies on top of. */
export async function textUnderFixedControls(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const fixed = [...document.querySelectorAll("a[href], button")].filter((element) => {
      for (let node: Element | null = element; node; node = node.parentElement) {
        if (getComputedStyle(node).position === "fixed") return node.tagName !== "HEADER";
      }
      return false;
    });
    const boxes = fixed
      .filter((element) => getComputedStyle(element).visibility !== "hidden")
      .map((element) => ({ element, box: element.getBoundingClientRect() }))
      .filter(({ box }) => box.width > 0);
    const covered: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || !node.textContent?.trim() || fixed.some((f) => f.contains(parent))) continue;
      if (parent.closest("[aria-hidden='true'], [role='img'], .sr-only, header, [popover]")) {
        continue;
      }
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const rect of range.getClientRects()) {
        const hit = boxes.find(
          ({ box }) =>
            rect.right > box.left &&
            rect.left < box.right &&
            rect.bottom > box.top &&
            rect.top < box.bottom,
        );
        if (hit) {
          covered.push(
            `"${node.textContent.trim().slice(0, 40)}" under "${hit.element.getAttribute("aria-label") ?? ""}"`,
          );
        }
      }
    }
    return covered;
  });
}
