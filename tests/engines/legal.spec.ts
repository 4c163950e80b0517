import { ROUTE_PATHS } from "../../src/config/route-paths";
import {
  BOTTOM_BAR_ATTRIBUTE,
  BOTTOM_BAR_HEIGHT_VAR,
  CONSENT_BAR_SELECTOR,
} from "../../src/islands/page-hooks";
import { TOC_LABEL_ID } from "../../src/sections/legal/legal-toc";
import { TEXT_SPACING_CSS } from "../e2e/reflow";
import { VIEWPORTS } from "../shared/expectations";
import { focusedBox, settledScrollY } from "../shared/focus-checks";
import { expect, test } from "./fixtures";

// The legal pages in Firefox and WebKit, where these once failed as in Chromium
// (tests/e2e/legal.spec.ts and consent-bar.spec.ts hold the Chromium side).
const [, LAPTOP] = VIEWPORTS;
const NARROWEST = { width: 320, height: 640 };

for (const route of [ROUTE_PATHS.privacyPolicy, ROUTE_PATHS.termsOfService]) {
  test(`${route} at 320 px with the 1.4.12 text spacing scrolls no sideways`, async ({
    engine,
  }) => {
    await engine.open(route, NARROWEST);
    const overflow = await engine.evaluate(async (css) => {
      const style = document.createElement("style");
      style.textContent = css;
      document.head.append(style);
      await document.fonts.ready;
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      return {
        sideways: document.documentElement.scrollWidth - document.documentElement.clientWidth,
        headings: document.querySelectorAll("main h2").length,
      };
    }, TEXT_SPACING_CSS);
    expect(overflow.headings).toBeGreaterThan(0);
    expect(overflow.sideways, "sideways scroll").toBeLessThanOrEqual(0);
  });
}

/**
 * The consent bar needs a Google tag, which these engines' pages cannot be given (no request
 * interception here). What the page does about it hangs on what the bar sets while it shows
 * (src/islands/consent-bar.ts): an attribute and its height on <html>. Set here as the bar
 * does, with a bar of its height at 1280 px in Chromium (one line and its buttons), named as it is.
 */
const BAR_HEIGHT_PX = 65;
const TOC_LINKS = `nav[aria-labelledby="${TOC_LABEL_ID}"] a`;

test("at 1280 px with the consent bar the policy's contents keep every focused link whole", async ({
  engine,
}) => {
  await engine.open(ROUTE_PATHS.privacyPolicy, LAPTOP);
  const count = await engine.evaluate(
    ({ attribute, variable, height, title, links }) => {
      const root = document.documentElement;
      root.setAttribute(attribute, "");
      root.style.setProperty(variable, `${height}px`);
      const bar = document.createElement("section");
      bar.setAttribute("aria-labelledby", title);
      bar.style.cssText = `position:fixed;inset-inline:0;bottom:0;height:${height}px;background:#fff;z-index:50`;
      document.body.append(bar);
      root.style.scrollBehavior = "auto";
      window.scrollTo(0, 600);
      return document.querySelectorAll(links).length;
    },
    {
      attribute: BOTTOM_BAR_ATTRIBUTE,
      variable: BOTTOM_BAR_HEIGHT_VAR,
      height: BAR_HEIGHT_PX,
      title: /aria-labelledby="([^"]+)"/.exec(CONSENT_BAR_SELECTOR)?.[1] ?? "",
      links: TOC_LINKS,
    },
  );
  expect(count).toBeGreaterThan(10);
  await engine.evaluate(settledScrollY);
  for (let index = 0; index < count; index++) {
    await engine.evaluate(
      ({ links, at }) => document.querySelectorAll<HTMLElement>(links)[at]?.focus(),
      { links: TOC_LINKS, at: index },
    );
    // The page keeps a focused element whole in the frame after it takes focus: read it after.
    await engine.evaluate(settledScrollY);
    const box = await engine.evaluate(focusedBox, [CONSENT_BAR_SELECTOR, "body > header"]);
    expect(box?.problems, `${box?.label} at ${box?.top}–${box?.bottom}`).toEqual([]);
  }
});
