import { test as base, expect, type Page } from "@playwright/test";

/*
 * Specs read what they expect from src/content/ and the site configuration (src/config/site.ts,
 * resolved from the same SITE_* environment as the build), so a rebrand or a copy edit never turns
 * them red. Only what docs/requirements.md fixes (labels, order, timings, thresholds) is literal.
 */

/** The public routes, shared with the engine smoke tests (tests/shared/expectations.ts). */
export { ROUTES } from "../shared/expectations";

/** A string matched literally inside a RegExp built from content or configuration. */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** Text as React writes it into prerendered HTML. */
export function escapeHtml(text: string): string {
  const entities: Record<string, string> = {
    "&": "&amp;",
    "<": "&lt;",
    ">": "&gt;",
    '"': "&quot;",
    "'": "&#x27;",
  };
  return text.replace(/[&<>"']/g, (char) => entities[char] ?? char);
}

/** The browser's own log line for a document served with status 404 (expected on the 404 page). */
const DOCUMENT_404 = /Failed to load resource: the server responded with a status of 404/;

type Fixtures = {
  consoleErrors: string[];
  /** Extra console lines a test expects from the browser itself (e.g. a blocked third-party host). */
  allowedConsoleErrors: RegExp[];
};

/** Every test fails if the page logs an error or throws (see `allowedConsoleErrors`). */
export const test = base.extend<Fixtures>({
  allowedConsoleErrors: async ({}, use) => {
    await use([]);
  },
  consoleErrors: [
    async ({ page, allowedConsoleErrors }, use) => {
      const errors: string[] = [];
      page.on("console", (message) => {
        const text = message.text();
        const allowed = [DOCUMENT_404, ...allowedConsoleErrors].some((pattern) =>
          pattern.test(text),
        );
        if (message.type() === "error" && !allowed) errors.push(text);
      });
      page.on("pageerror", (error) => errors.push(error.message));
      await use(errors);
      expect(errors, "console errors").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

export async function scrollToY(page: Page, y: number): Promise<void> {
  await page.evaluate((top) => window.scrollTo({ top, behavior: "instant" }), y);
}

/** How far a visitor scrolls before the floating buttons fade in on a phone. */
const FIRST_SCROLL_PX = 400;

/**
 * Scrolls where the floating chat button shows: past the first scroll, over which it fades in on
 * a phone, and past the part it steps aside for there (`data-keep-clear`,
 * src/styles/floating-actions.css).
 */
export async function scrollToChat(page: Page): Promise<void> {
  const pastKeptClear = await page.evaluate(() => {
    const part = document.querySelector("[data-keep-clear]");
    return part ? part.getBoundingClientRect().bottom + window.scrollY : 0;
  });
  await scrollToY(page, Math.max(FIRST_SCROLL_PX, Math.ceil(pastKeptClear)));
}

/** Waits for two rendered frames: the page is laid out and on screen, as a visitor sees it. */
export async function afterFrames(page: Page): Promise<void> {
  await page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
  );
}

/** Scrolls instantly until the top of the element with this id is at the top of the viewport. */
export async function scrollIntoSection(page: Page, id: string): Promise<void> {
  const top = await page
    .locator(`#${id}`)
    .evaluate((el) => el.getBoundingClientRect().top + window.scrollY);
  await scrollToY(page, top);
}

/** Item text ends with the name (a monogram may stand before it, as for Power BI). */
export function endingWith(name: string): RegExp {
  return new RegExp(`${escapeRegExp(name)}$`);
}

/** The boot script has started the header and menu once the mobile toggle carries aria-expanded. */
export async function waitForHydration(page: Page): Promise<void> {
  await page.evaluate(() => window.dispatchEvent(new Event("scroll")));
  await expect(page.locator("[aria-controls='menu-movil']")).toHaveAttribute(
    "aria-expanded",
    /true|false/,
  );
}
