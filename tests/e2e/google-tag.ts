import type { BrowserContext, Page } from "@playwright/test";
import { GTAG_SRC } from "../../src/lib/google-products";
import { HEADERS_DROPPED, TEST_ADS, TEST_GA_ID, withGoogleTag } from "../shared/google-tag-html";
import { googleTagModel } from "./google-tag-model";

export { TEST_ADS, TEST_GA_ID };

/** The host the Google tag script comes from (the address src/lib/google-products.ts loads). */
export const TAG_HOST = new URL(GTAG_SRC).host;

/** Every host Google's tags talk to: tag, Analytics collection, Ads conversion and remarketing. */
export const GOOGLE_HOST =
  /^https:\/\/([\w-]+\.)*(googletagmanager\.com|google-analytics\.com|analytics\.google\.com|googleadservices\.com|doubleclick\.net|google\.com)\//;

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

/** Serves every built page as if the site had been built with a Google tag (withGoogleTag). */
export async function serveWithGoogleTag(page: Page, { ads = false } = {}): Promise<void> {
  await page.route("**/*", async (route) => {
    if (route.request().resourceType() !== "document") return route.fallback();
    const response = await route.fetch();
    const body = withGoogleTag(await response.text(), { ads });
    const headers = Object.fromEntries(
      Object.entries(response.headers()).filter(([name]) => !HEADERS_DROPPED.includes(name)),
    );
    await route.fulfill({ response, body, headers });
  });
}

/** Which product a request to a Google host belongs to, by host, path and the IDs it names. */
export function productOf(url: string): "analytics" | "advertising" {
  const { hostname, search } = new URL(url);
  if (
    search.includes(TEST_ADS.id) ||
    /doubleclick|googleadservices|^www\.google\.com/.test(hostname)
  )
    return "advertising";
  return "analytics";
}

/**
 * Answers every request to a Google host, recording its URL: the tag's script with the model
 * below, anything else (collection, conversions) with an empty 204.
 */
export async function recordGoogleRequests(context: BrowserContext): Promise<string[]> {
  const requests: string[] = [];
  await context.route(GOOGLE_HOST, (route) => {
    const url = route.request().url();
    requests.push(url);
    if (new URL(url).pathname === new URL(GTAG_SRC).pathname) {
      return route.fulfill({ contentType: "text/javascript", body: `(${googleTagModel})();` });
    }
    return route.fulfill({ status: 204 });
  });
  return requests;
}
