import type { Page } from "@playwright/test";
import { consentCopy } from "../../src/content/consent";
import { expect, test } from "./fixtures";
import { dataLayer, serveWithGoogleTag, stubGoogleTag } from "./google-tag";

/**
 * Real visitors' Core Web Vitals (src/lib/web-vitals.ts) reach Google Analytics as events only
 * after analytics consent. The page is served as if built with a Google tag ID; the tag itself
 * is stubbed, so the events are read where gtag puts them: the dataLayer.
 */
const VITALS = ["LCP", "INP", "CLS"];
const ACCEPT_LABEL = consentCopy.acceptAll;
/** A slow click handler, so the interaction passes web-vitals' 40 ms observation threshold. */
const SLOW_HANDLER_MS = 120;

async function withGoogleTagStubbed(page: Page): Promise<string[]> {
  await serveWithGoogleTag(page);
  await stubGoogleTag(page);
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(request.url());
  });
  return scripts;
}

type Event = { name: string; params: Record<string, unknown> };

async function vitalEvents(page: Page): Promise<Event[]> {
  return (await dataLayer(page))
    .filter(([command, name]) => command === "event" && VITALS.includes(String(name)))
    .map(([, name, params]) => ({ name: String(name), params: params as Record<string, unknown> }));
}

/** A slow click on the headline (an interaction for INP), then the page is hidden (the flush). */
async function interactThenHide(page: Page): Promise<void> {
  const headline = page.getByRole("heading", { level: 1 });
  await headline.evaluate((element, ms) => {
    element.addEventListener("click", () => {
      const end = performance.now() + ms;
      while (performance.now() < end);
    });
  }, SLOW_HANDLER_MS);
  await headline.click();
  // The browser reports an interaction's timing after its next paint: wait for it, as a real
  // visit would, before the page is hidden.
  await page.evaluate(
    (ms) =>
      new Promise<void>((resolve) => {
        new PerformanceObserver((list, observer) => {
          if (list.getEntries().some((entry) => entry.name === "click" && entry.duration >= ms)) {
            observer.disconnect();
            resolve();
          }
        }).observe({
          type: "event",
          buffered: true,
          durationThreshold: 16,
        } as PerformanceObserverInit);
      }),
    SLOW_HANDLER_MS,
  );
  await page.evaluate(() => {
    Object.defineProperty(document, "visibilityState", { value: "hidden", configurable: true });
    document.dispatchEvent(new Event("visibilitychange"));
  });
}

test("no vitals are loaded or sent before consent, even when the page is hidden", async ({
  page,
}) => {
  const scripts = await withGoogleTagStubbed(page);
  await page.goto("/");
  await expect(page.getByRole("region", { name: consentCopy.title })).toBeVisible();
  await interactThenHide(page);
  await page.waitForLoadState("networkidle");
  expect(scripts.filter((url) => url.includes("web-vitals"))).toEqual([]);
  expect(await vitalEvents(page)).toEqual([]);
});

test("after accepting, LCP, INP and CLS are sent with the page and their element", async ({
  page,
}) => {
  const scripts = await withGoogleTagStubbed(page);
  await page.goto("/");
  const banner = page.getByRole("region", { name: consentCopy.title });
  await banner.getByRole("button", { name: ACCEPT_LABEL, exact: true }).click();
  await expect.poll(() => scripts.some((url) => url.includes("web-vitals"))).toBe(true);
  await interactThenHide(page);

  await expect
    .poll(async () => (await vitalEvents(page)).map((event) => event.name).sort())
    .toEqual([...VITALS].sort());
  const events = Object.fromEntries((await vitalEvents(page)).map((e) => [e.name, e.params]));
  for (const name of VITALS) {
    expect(events[name]).toMatchObject({
      page_path: "/",
      metric_id: expect.stringMatching(/^v\d+-/),
      metric_rating: expect.stringMatching(/^(good|needs-improvement|poor)$/),
      value: expect.any(Number),
    });
  }
  // The element behind each figure, as a selector: the largest paint and the clicked headline.
  const selects = (target: unknown) =>
    page.evaluate((selector) => {
      const element = document.querySelector(selector);
      return element ? element.tagName.toLowerCase() : null;
    }, String(target));
  // The largest paint can be the consent banner itself, gone once accepted: web-vitals then has
  // no element to name, and the event says so rather than naming a wrong one.
  const lcpTarget = String(events.LCP?.debug_target);
  if (lcpTarget !== "(none)") expect(await selects(lcpTarget)).not.toBeNull();
  // INP is the slowest interaction web-vitals observed: the slow headline click when it saw it
  // (in about 1 of 3 loaded runs it reports only the quicker "accept" click, on the bar's button,
  // hidden since but still in the page, named by classes web-vitals does not escape).
  const inpTarget = String(events.INP?.debug_target);
  if (inpTarget !== "(none)" && !inpTarget.startsWith("button.")) {
    expect(await selects(inpTarget)).toBe("h1");
    expect(Number(events.INP?.metric_value)).toBeGreaterThanOrEqual(SLOW_HANDLER_MS);
  }
});
