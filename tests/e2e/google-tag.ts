import type { Page } from "@playwright/test";
import { GTAG_SRC } from "../../app/lib/consent";

/** The test Google tag ID the pages are served with (app/config's format: G- and letters). */
export const TEST_GA_ID = "G-TEST1234";

/** The host the Google tag script comes from (the address app/lib/consent.ts loads). */
export const TAG_HOST = new URL(GTAG_SRC).host;

/** gtag's queue (`window.dataLayer`) as plain arrays: each entry is an `arguments` object. */
export function dataLayer(page: Page): Promise<unknown[][]> {
  return page.evaluate(() =>
    Array.from(window.dataLayer ?? [], (entry) => Array.from(entry as ArrayLike<unknown>)),
  );
}

/** Answers every request to the tag's host with `body` as JavaScript (no real tag loads). */
export async function stubGoogleTag(page: Page, body = ""): Promise<void> {
  await page.route(`https://${TAG_HOST}/**`, (route) =>
    route.fulfill({ contentType: "text/javascript", body }),
  );
}

/**
 * Serves every built page as if the site had been built with a Google tag ID. The edited body no
 * longer matches the built CSP (which names the analytics hosts only when an ID is configured)
 * nor the compressed length, so those headers are dropped.
 */
export async function serveWithGoogleTag(page: Page): Promise<void> {
  await page.route("**/", async (route) => {
    const response = await route.fetch();
    const body = (await response.text()).replace(
      '"gaMeasurementId":""',
      `"gaMeasurementId":"${TEST_GA_ID}"`,
    );
    const dropped = new Set(["content-security-policy", "content-encoding", "content-length"]);
    const headers = Object.fromEntries(
      Object.entries(response.headers()).filter(([name]) => !dropped.has(name)),
    );
    await route.fulfill({ response, body, headers });
  });
}
