import type { Page } from "@playwright/test";
import { questionChatUrl } from "../../src/content/whatsapp";
import { consentCopy } from "~/content/consent";
import { ROUTE_PATHS } from "~/config/route-paths";
import { site } from "~/config/site";
import { COOKIE_NOTICE_ANCHOR, RIGHTS_ANCHOR } from "~/content/legal/anchors";
import {
  ALL_GRANTED,
  CONSENT_MODE_FIELDS,
  CONSENT_PURPOSES,
  CONSENT_STORAGE_KEY,
  consentRecord,
} from "~/lib/consent";
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
  await expect(banner).toBeVisible();
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
  await page.getByRole("button", { name: consentCopy.rejectAll }).click();
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
  await page.addInitScript(([key, value]) => localStorage.setItem(key, value), [
    CONSENT_STORAGE_KEY,
    consentRecord(ALL_GRANTED),
  ] as const);
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
    await expect(banner).toBeVisible();
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

test("the bar's first layer names every Consent Mode signal «Aceptar todas» grants", async ({
  page,
}) => {
  await serveWithGoogleTag(page, { ads: true });
  await stubGoogleTag(page);
  await page.goto("/");
  const bar = page.getByRole("region", { name: consentCopy.title });
  await expect(bar).toBeVisible();
  // The first layer: what the visitor reads before opening "Elegir".
  await expect(bar.getByRole("group")).toHaveCount(0);
  const firstLayer = (await bar.innerText()).replace(/\s+/g, " ");
  // It names the responsable by its legal name and Google, and says nothing runs without a yes,
  // withdrawable; the policy's part on the bar and the visitor's rights are a click away.
  expect(firstLayer).toContain(consentCopy.body(site.legalName));
  await expect(bar.getByRole("link", { name: consentCopy.policyLink })).toHaveAttribute(
    "href",
    `${ROUTE_PATHS.privacyPolicy}#${COOKIE_NOTICE_ANCHOR}`,
  );
  await expect(bar.getByRole("link", { name: consentCopy.rightsLink })).toHaveAttribute(
    "href",
    `${ROUTE_PATHS.privacyPolicy}#${RIGHTS_ANCHOR}`,
  );

  await bar.getByRole("button", { name: consentCopy.acceptAll }).click();
  const update = (await dataLayer(page))
    .filter(([command, action]) => command === "consent" && action === "update")
    .at(-1)?.[2] as Record<string, string> | undefined;
  const granted = Object.entries(update ?? {})
    .filter(([, value]) => value === "granted")
    .map(([field]) => field)
    .sort();
  // Every signal the button grants has its words in the first layer, and there are words for no
  // signal it leaves denied.
  expect(granted.length).toBeGreaterThan(0);
  expect(Object.keys(consentCopy.signalWording).sort()).toEqual(granted);
  for (const field of granted) {
    const words = consentCopy.signalWording[field as keyof typeof consentCopy.signalWording];
    expect(firstLayer, field).toContain(words);
  }
});
