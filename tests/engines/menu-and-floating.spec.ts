import path from "node:path";
import { shellCopy } from "~/content/shell";
import { NAV, VIEWPORTS } from "../shared/expectations";
import { FLOATING_CONTROLS } from "../shared/cover-checks";
import { focusedBox, focusedSectionId, settledScrollY } from "../shared/focus-checks";
import type { EnginePage, Viewport } from "./engine";
import { expect, pollUntil, SCREENSHOT_DIR, test } from "./fixtures";

// The mobile menu and the floating controls in Firefox and WebKit, where they once differed from
// Chromium (tests/e2e/mobile-menu-keyboard.spec.ts and floating-cover.spec.ts hold the Chromium
// side): the menu scrolls at high zoom, a chosen section keeps focus, the chat waits for the first
// scroll, the open menu is opaque, and focus never scrolls an element under the floating controls.
const [PHONE] = VIEWPORTS;
const TOGGLE = "[aria-controls='menu-movil']";

/** Opens the home page and the menu from the keyboard, once the boot script has started it. */
async function openMenuWithKeyboard(engine: EnginePage, viewport: Viewport): Promise<void> {
  await engine.open("/", viewport);
  await pollUntil(
    () => engine.evaluate((s) => document.querySelector(s)?.hasAttribute("aria-expanded"), TOGGLE),
    Boolean,
  );
  await engine.evaluate((s) => document.querySelector<HTMLElement>(s)?.focus(), TOGGLE);
  await engine.press("Enter");
  const open = () =>
    engine.evaluate(() => Boolean(document.querySelector("#menu-movil:popover-open")));
  expect(await pollUntil(open, Boolean), "the menu opened").toBeTruthy();
}

const ZOOMED_AND_LANDSCAPE = [
  { width: 320, height: 200 },
  { width: 640, height: 400 },
  { width: 812, height: 375 },
];
for (const viewport of ZOOMED_AND_LANDSCAPE) {
  test(`at ${viewport.width}×${viewport.height} Tab reaches every menu item, each whole in view`, async ({
    engine,
  }) => {
    await openMenuWithKeyboard(engine, viewport);
    const reached: string[] = [];
    for (const [label] of NAV) {
      await engine.press("Tab");
      const box = await pollUntil(
        () => engine.evaluate(focusedBox, []),
        (value) => value?.label === label && value.problems.length === 0,
      );
      expect(box?.label).toBe(label);
      expect(box?.problems, `${label} at ${box?.top}–${box?.bottom}`).toEqual([]);
      reached.push(label);
    }
    expect(reached).toEqual(NAV.map(([label]) => label));
  });
}

for (const [label, href] of NAV.filter(([name]) => ["Servicios", "Contacto"].includes(name))) {
  test(`Enter on "${label}" in the menu: the next Tab lands inside that section`, async ({
    engine,
  }) => {
    await openMenuWithKeyboard(engine, PHONE);
    const focusedLabel = () => engine.evaluate(() => document.activeElement?.textContent?.trim());
    for (let tabs = 0; tabs < NAV.length && (await focusedLabel()) !== label; tabs++)
      await engine.press("Tab");
    expect(await focusedLabel()).toBe(label);
    await engine.press("Enter");
    await pollUntil(
      () => engine.evaluate(() => location.hash),
      (hash) => hash === href,
    );
    const landed = await engine.evaluate(settledScrollY);
    await engine.press("Tab");
    const section = await pollUntil(
      () => engine.evaluate(focusedSectionId),
      (id) => id !== null,
    );
    expect(section).toBe(href.slice(1));
    expect(await engine.evaluate(settledScrollY)).toBeGreaterThanOrEqual(landed);
  });
}

test("on a phone the chat button waits for the first scroll", async ({ engine }) => {
  await engine.open("/", PHONE);
  const chatShows = () =>
    engine.evaluate(() =>
      document
        .querySelector("[data-track='floating_button']")
        ?.checkVisibility({ opacityProperty: true, visibilityProperty: true }),
    );
  // A window sized to a phone after it opened may still be fading the button out.
  expect(await pollUntil(chatShows, (shows) => shows === false), "at the top").toBe(false);
  await engine.evaluate(() => window.scrollTo({ top: 300, behavior: "instant" }));
  expect(await pollUntil(chatShows, Boolean), "after 300 px").toBe(true);
});

test("the open menu is opaque over the hero", async ({ engine, engineName }) => {
  await openMenuWithKeyboard(engine, PHONE);
  const look = await engine.evaluate(() => {
    const style = getComputedStyle(document.getElementById("menu-movil") as Element);
    const probe = document.createElement("canvas").getContext("2d") as CanvasRenderingContext2D;
    probe.fillStyle = style.backgroundColor;
    probe.fillRect(0, 0, 1, 1);
    return { alpha: probe.getImageData(0, 0, 1, 1).data[3], backdrop: style.backdropFilter };
  });
  expect(look).toEqual({ alpha: 255, backdrop: "none" });
  await engine.screenshot(path.join(SCREENSHOT_DIR, `${engineName}-menu-over-hero.png`));
});

test("on a phone, Tab through the home page: focus is never under a floating control", async ({
  engine,
}) => {
  await engine.open("/", PHONE);
  // A visitor's first Tab starts at the top of a loaded page in a focused window.
  const ready = () =>
    engine.evaluate(() => document.readyState === "complete" && document.hasFocus());
  expect(await pollUntil(ready, Boolean), "the page is loaded and its window focused").toBe(true);
  const problems: string[] = [];
  const labels: string[] = [];
  for (let stops = 0; stops < 300; stops++) {
    await engine.press("Tab");
    // A stop can take a few frames to end up whole (the browser's focus scroll, then the page's,
    // src/lib/focus-in-view.ts), longer on a busy machine: each gets the usual limit.
    const box = await pollUntil(
      () => engine.evaluate(focusedBox, [FLOATING_CONTROLS]),
      (value) => !value || value.problems.length === 0,
    );
    // Past the last element focus leaves the page (Firefox) or starts over (WebKit).
    if (!box || (stops > 0 && box.label === shellCopy.skipLink)) break;
    labels.push(box.label);
    if (!box.problems.length) continue;
    // Whether the window still had focus and :focus applied, in case the display lost it.
    const state = await engine.evaluate(
      () =>
        `focused window ${document.hasFocus()}, :focus ${document.activeElement?.matches(":focus")}`,
    );
    problems.push(`stop ${stops + 1}, ${box.label}: ${box.problems.join(", ")} (${state})`);
  }
  expect(labels[0], "the first Tab reaches the skip link").toBe(shellCopy.skipLink);
  expect(problems).toEqual([]);
  expect(labels.length).toBeGreaterThan(NAV.length * 3);
});
