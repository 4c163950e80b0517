import type { BrowserContext, Page } from "@playwright/test";
import { site } from "~/config/site";
import { legalLinks } from "~/content/footer";
import { consentCopy } from "~/content/consent";
import { CONSENT_OPEN_ATTRIBUTE } from "~/hooks/use-consent-banner";
import { GTAG_SRC } from "../../src/lib/google-products";
import { ANALYTICS_CONFIG_ID } from "../../src/lib/gtag";
import { googleTagModel } from "./google-tag-model";

/** Test IDs the pages are served with (src/config's formats: G-…, AW- and digits). */
export const TEST_GA_ID = "G-TEST1234";
export const TEST_ADS = { id: "AW-123456789", whatsappLabel: "wa-test", emailLabel: "mail-test" };

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

/**
 * Serves every built page as if the site had been built with a Google tag ID (and, with `ads`,
 * a Google Ads conversion ID and labels). Such a build also renders the footer's button that
 * reopens the consent bar (consent-reopen-button.tsx), added here after the last legal link. The
 * edited body no longer matches the built CSP (which names the analytics hosts only when an ID is
 * configured) nor the compressed length, so those headers are dropped.
 */
export async function serveWithGoogleTag(page: Page, { ads = false } = {}): Promise<void> {
  // As the layout writes it for a site with a Google tag (src/layouts/base-layout.astro).
  const values: Record<string, string> = {
    gaMeasurementId: TEST_GA_ID,
    controller: site.legalName,
  };
  if (ads) {
    values.adsConversionId = TEST_ADS.id;
    values.adsWhatsappLabel = TEST_ADS.whatsappLabel;
    values.adsEmailLabel = TEST_ADS.emailLabel;
  }
  const config = new RegExp(`(<script[^>]*id="${ANALYTICS_CONFIG_ID}"[^>]*>)([^<]*)`);
  await page.route("**/*", async (route) => {
    if (route.request().resourceType() !== "document") return route.fallback();
    const response = await route.fetch();
    // Over what the page was built with: its other settings (a legal page is unmeasured) stay.
    let body = (await response.text()).replace(
      config,
      (_, tag: string, built: string) =>
        `${tag}${JSON.stringify({ ...(JSON.parse(built || "{}") as object), ...values })}`,
    );
    const lastLegal = `${legalLinks.at(-1)?.name}</a></li>`;
    const at = body.lastIndexOf(lastLegal) + lastLegal.length;
    const reopen = `<li><button type="button" ${CONSENT_OPEN_ATTRIBUTE}="" class="inline-flex min-h-11 items-center rounded text-slate-300">${consentCopy.reopen}</button></li>`;
    if (at >= lastLegal.length) body = body.slice(0, at) + reopen + body.slice(at);
    const dropped = new Set(["content-security-policy", "content-encoding", "content-length"]);
    const headers = Object.fromEntries(
      Object.entries(response.headers()).filter(([name]) => !dropped.has(name)),
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
