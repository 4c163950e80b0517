/**
 * First-tap responsiveness on a low-end phone: a fresh load at 8× CPU (CDP
 * `Emulation.setCPUThrottlingRate`, a 412×823 touch screen), then, as soon as `load` has fired,
 * a tap on the menu button and a tap on a nav link (in the open menu; on pages without a menu,
 * the header's in-page link). The figure is the interaction's Event Timing duration, as INP
 * counts it: input delay + handlers + the next paint. "Good" INP is ≤ 200 ms. Event Timing
 * only reports interactions of 16 ms or more, so a faster one shows as 16.
 */
import { chromium, type Page } from "@playwright/test";
import { CHROMIUM_ARGS } from "../chromium/find-chromium.ts";

export const CPU_SLOWDOWN = 8;
const MIN_REPORTED_MS = 16;
const MENU_BUTTON = "[aria-controls='menu-movil']";
const MENU_LINK = "#menu-movil a[href^='#']:not([href='#inicio'])";
const HEADER_LINK = "header a[href^='#']";

declare global {
  interface Window {
    __interactions?: Map<number, number>;
  }
}

/** Records the longest entry of each interaction, from the first one on. */
function observeInteractions(): void {
  const interactions = new Map<number, number>();
  window.__interactions = interactions;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as PerformanceEventTiming[]) {
      if (!entry.interactionId) continue;
      const longest = interactions.get(entry.interactionId) ?? 0;
      interactions.set(entry.interactionId, Math.max(longest, entry.duration));
    }
  }).observe({ type: "event", durationThreshold: 16, buffered: true } as PerformanceObserverInit);
}

async function tapAndMeasure(page: Page, selector: string): Promise<number> {
  const before = await page.evaluate(() => [...(window.__interactions?.keys() ?? [])]);
  await page.locator(selector).first().tap();
  // Event Timing reports after the next paint; give a throttled main thread time to get there.
  await page.waitForTimeout(1500);
  const durations = await page.evaluate(
    (known) =>
      [...(window.__interactions?.entries() ?? [])]
        .filter(([id]) => !known.includes(id))
        .map(([, duration]) => duration),
    before,
  );
  return Math.max(MIN_REPORTED_MS, ...durations);
}

export type TapFigures = { "Menu tap ms": number; "Nav tap ms": number };

export async function launchTapBrowser(executablePath: string) {
  return chromium.launch({ executablePath, args: CHROMIUM_ARGS });
}

export async function firstTaps(
  browser: Awaited<ReturnType<typeof launchTapBrowser>>,
  url: string,
): Promise<TapFigures> {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  await page.addInitScript(observeInteractions);
  const cdp = await context.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
  try {
    await page.goto(url, { waitUntil: "load" });
    const hasMenu = (await page.locator(MENU_BUTTON).count()) > 0;
    const menu = hasMenu ? await tapAndMeasure(page, MENU_BUTTON) : NaN;
    const nav = await tapAndMeasure(page, hasMenu ? MENU_LINK : HEADER_LINK);
    return { "Menu tap ms": menu, "Nav tap ms": nav };
  } finally {
    await context.close();
  }
}
