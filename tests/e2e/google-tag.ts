import type { Page } from "@playwright/test";

/** The test Google tag ID the pages are served with (app/config's format: G- and letters). */
export const TEST_GA_ID = "G-TEST1234";

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
