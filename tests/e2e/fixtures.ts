import { test as base, expect, type Page } from "@playwright/test";

export const ROUTES = ["/", "/verticelab", "/privacy-policy", "/terms-of-service"] as const;

/** The browser's own log line for a document served with status 404 (expected on the 404 page). */
const DOCUMENT_404 = /Failed to load resource: the server responded with a status of 404/;

type Fixtures = { consoleErrors: string[] };

/** Every test fails if the page logs an error or throws, unless it empties `consoleErrors` itself. */
export const test = base.extend<Fixtures>({
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on("console", (message) => {
        if (message.type() === "error" && !DOCUMENT_404.test(message.text()))
          errors.push(message.text());
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

/** Islands hydrate after load and idle; the mobile toggle gains aria-expanded once they have. */
export async function waitForHydration(page: Page): Promise<void> {
  await page.evaluate(() => window.dispatchEvent(new Event("scroll")));
  await expect(page.locator("[aria-controls='menu-movil']")).toHaveAttribute(
    "aria-expanded",
    /true|false/,
  );
}
