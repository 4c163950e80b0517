import type { Page } from "@playwright/test";
import { questionChatUrl } from "../../src/content/whatsapp";
import { consentCopy } from "~/content/consent";
import { CONSENT_MODE_FIELDS, CONSENT_PURPOSES, CONSENT_STORAGE_KEY } from "~/lib/consent";
import { chooseConsent } from "./consent-choice";
import { expect, test } from "./fixtures";
import { dataLayer, serveWithGoogleTag, stubGoogleTag, TAG_HOST, TEST_GA_ID } from "./google-tag";

/** Serves the home page as if built with a Google tag ID; returns the third-party requests. */
async function withAnalyticsConfigured(page: Page): Promise<string[]> {
  await serveWithGoogleTag(page);
  const thirdParty: string[] = [];
  page.on("request", (request) => {
    if (!new URL(request.url()).hostname.endsWith("localhost")) thirdParty.push(request.url());
  });
  return thirdParty;
}

test("without an analytics ID no banner shows and nothing third-party is requested", async ({
  page,
}) => {
  const requests: string[] = [];
  page.on("request", (request) => requests.push(new URL(request.url()).hostname));
  await page.goto("/");
  await page.mouse.move(10, 10);
  await page.mouse.down();
  await page.waitForLoadState("networkidle");
  await expect(page.getByRole("region", { name: consentCopy.title })).toHaveCount(0);
  expect(requests.every((host) => host === "localhost")).toBe(true);
});

test("with an ID: no tag before consent; accepting all loads it and is remembered", async ({
  page,
}) => {
  const thirdParty = await withAnalyticsConfigured(page);
  await stubGoogleTag(page, "window.__tagLoaded = true;");
  await page.goto("/");
  const banner = page.getByRole("region", { name: consentCopy.title });
  await expect(banner).toBeVisible({ timeout: 10_000 });
  await page.waitForLoadState("networkidle");
  expect(thirdParty).toEqual([]);
  const defaults = await dataLayer(page);
  expect(defaults[0]).toEqual([
    "consent",
    "default",
    expect.objectContaining({ analytics_storage: "denied" }),
  ]);

  await banner.getByRole("button", { name: consentCopy.acceptAll }).click();
  await expect(banner).toBeHidden();
  await expect
    .poll(() => page.evaluate(() => (window as { __tagLoaded?: boolean }).__tagLoaded))
    .toBe(true);
  expect(thirdParty[0]).toContain(`https://${TAG_HOST}/gtag/js?id=${TEST_GA_ID}`);

  await page.reload();
  await expect
    .poll(() => page.evaluate(() => (window as { __tagLoaded?: boolean }).__tagLoaded))
    .toBe(true);
  await expect(banner).toHaveCount(0);
});

test("with an ID: rejecting all loads nothing", async ({ page }) => {
  const thirdParty = await withAnalyticsConfigured(page);
  await page.goto("/");
  await page.getByRole("button", { name: consentCopy.rejectAll }).click({ timeout: 10_000 });
  await page.waitForLoadState("networkidle");
  expect(thirdParty).toEqual([]);
});

test("with the tag host blocked, contact links still work and the page logs nothing of its own", async ({
  page,
  allowedConsoleErrors,
}) => {
  allowedConsoleErrors.push(/Failed to load resource: net::ERR_FAILED/);
  await withAnalyticsConfigured(page);
  await page.route(`https://${TAG_HOST}/**`, (route) => route.abort("failed"));
  await page.context().route("https://wa.me/**", (route) => route.fulfill({ body: "chat" }));
  await page.addInitScript(
    (key) => localStorage.setItem(key, "analytics,advertising"),
    CONSENT_STORAGE_KEY,
  );
  await page.goto("/");
  await page.waitForLoadState("networkidle");
  const popup = page.waitForEvent("popup");
  await page.getByRole("link", { name: "Chat por WhatsApp", exact: true }).click();
  await expect(await popup).toHaveURL(questionChatUrl.home);
  expect((await dataLayer(page)).map(([, name]) => name)).toContain("whatsapp_click");
});

for (const purpose of CONSENT_PURPOSES) {
  test(`with an ID: choosing only "${purpose}" grants exactly its Consent Mode fields`, async ({
    page,
  }) => {
    await withAnalyticsConfigured(page);
    await stubGoogleTag(page);
    await page.goto("/");
    const banner = page.getByRole("region", { name: consentCopy.title });
    await expect(banner).toBeVisible({ timeout: 10_000 });
    await chooseConsent(page, { analytics: false, advertising: false, [purpose]: true });
    const update = (await dataLayer(page))
      .filter(([command, action]) => command === "consent" && action === "update")
      .at(-1)?.[2];
    const granted = Object.entries((update ?? {}) as Record<string, string>)
      .filter(([, value]) => value === "granted")
      .map(([field]) => field);
    expect(granted.sort()).toEqual([...CONSENT_MODE_FIELDS[purpose]].sort());
  });
}
