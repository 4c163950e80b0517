import { test as base, expect, type Page } from "@playwright/test";

export const ROUTES = ["/", "/verticelab", "/privacy-policy", "/terms-of-service"] as const;

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

/** The boot script has started the header and menu once the mobile toggle carries aria-expanded. */
export async function waitForHydration(page: Page): Promise<void> {
  await page.evaluate(() => window.dispatchEvent(new Event("scroll")));
  await expect(page.locator("[aria-controls='menu-movil']")).toHaveAttribute(
    "aria-expanded",
    /true|false/,
  );
}

export { renderDeferredSections } from "./deferred-sections";
