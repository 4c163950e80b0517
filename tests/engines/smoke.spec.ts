import path from "node:path";
import { technologiesSection } from "../../src/content/technologies-section";
import {
  LAB_ROUTE,
  LANDING_TOLERANCE_PX,
  LONG_PAGES,
  ROUTES,
  VIEWPORTS,
} from "../shared/expectations";
import {
  endProblems,
  headerClearance,
  landingOffset,
  renderedHeadings,
  scrollSettled,
  sectionHeadingTop,
  skippedContent,
  spriteProblems,
} from "../shared/page-checks";
import { scaled } from "../time-scale";
import { expect, pollUntil, SCREENSHOT_DIR, test } from "./fixtures";

// The first screen's behaviours in Firefox and WebKit, with the Chromium suite's expectations
// (tests/shared). Every test also fails on any console error or warning (fixtures.ts).
const [PHONE, LAPTOP] = VIEWPORTS;
const MENU_TOGGLE = "[aria-controls='menu-movil']";
const MARQUEE_TOGGLE = "#tecnologias [data-marquee-state]";
const NOT_FOUND_PATH = "/ruta-inexistente";

async function expectEveryIconDrawn(
  engine: import("./engine").EnginePage,
  engineName: string,
): Promise<void> {
  // WebKit's canvas ignores the sprite's fragment (page-checks.ts): there the screenshots show it.
  const checkPaint = engineName !== "webkit";
  expect(
    await pollUntil(
      () => engine.evaluate(spriteProblems, checkPaint),
      (p) => p.length === 0,
    ),
  ).toEqual([]);
}

for (const route of ROUTES) {
  test(`${route}: loads clean (no console error, no CSP violation), every icon drawn`, async ({
    engine,
    engineName,
  }) => {
    await engine.open(route, PHONE);
    expect(await engine.evaluate(() => document.querySelectorAll("h1").length)).toBe(1);
    await expectEveryIconDrawn(engine, engineName);
  });
}

test.describe("the 404 page", () => {
  test.use({ allowNotFound: true });
  test("loads clean apart from its own 404 status", async ({ engine }) => {
    await engine.open(NOT_FOUND_PATH, PHONE);
    expect(await engine.evaluate(() => document.querySelectorAll("h1").length)).toBe(1);
  });
});

test("the console check sees a CSP violation (so a clean run means something)", async ({ tab }) => {
  await tab.open("/", PHONE);
  await tab.takeConsoleProblems();
  await tab.evaluate(() => {
    const image = document.createElement("img");
    image.src = "https://blocked.invalid/pixel.png";
    document.body.append(image);
  });
  const problems = await pollUntil(
    () => tab.takeConsoleProblems(),
    (lines) => lines.length > 0,
  );
  expect(problems.join("\n")).toMatch(/img-src|Content Security Policy|Content-Security-Policy/i);
});

test("the open mobile menu draws its close icon", async ({ engine, engineName }) => {
  await engine.open("/", PHONE);
  // A first scroll starts the islands at once, as a visitor's would.
  await engine.evaluate(() => window.dispatchEvent(new Event("scroll")));
  const selector = MENU_TOGGLE;
  await pollUntil(
    () =>
      engine.evaluate((s) => document.querySelector(s)?.hasAttribute("aria-expanded"), selector),
    Boolean,
  );
  await engine.click(selector);
  const expanded = await pollUntil(
    () =>
      engine.evaluate((s) => document.querySelector(s)?.getAttribute("aria-expanded"), selector),
    (value) => value === "true",
  );
  expect(expanded).toBe("true");
  expect(
    await engine.evaluate((s) => document.querySelectorAll(`${s} .icon`).length, selector),
  ).toBe(1);
  await expectEveryIconDrawn(engine, engineName);
  await engine.screenshot(path.join(SCREENSHOT_DIR, `${engineName}-menu-open.png`));
});

test("the paused carousel draws its play icon", async ({ engine, engineName }) => {
  await engine.open("/", PHONE);
  const selector = MARQUEE_TOGGLE;
  await engine.evaluate(
    (s) => document.querySelector(s)?.scrollIntoView({ block: "center", behavior: "instant" }),
    selector,
  );
  // The island hydrates when it comes into view; until then a click does nothing.
  const hydrated = () =>
    engine.evaluate((s) => {
      const toggle = document.querySelector(s);
      return Boolean(toggle && Object.keys(toggle).some((key) => key.startsWith("__react")));
    }, selector);
  expect(await pollUntil(hydrated, Boolean, scaled(15_000))).toBe(true);
  await engine.click(selector);
  const state = () =>
    engine.evaluate((s) => document.querySelector(s)?.getAttribute("data-marquee-state"), selector);
  const paused = await pollUntil(state, (value) => value === "paused");
  expect(paused).toBe("paused");
  const name = await engine.evaluate((s) => document.querySelector(s)?.textContent, selector);
  expect(name).toBe(technologiesSection.marquee.resumeLabel);
  await expectEveryIconDrawn(engine, engineName);
  await engine.screenshot(path.join(SCREENSHOT_DIR, `${engineName}-carousel-paused.png`));
});

test("an open FAQ answer draws all its icons", async ({ engine, engineName }) => {
  await engine.open(LAB_ROUTE, PHONE);
  await engine.click("details summary");
  expect(await engine.evaluate(() => document.querySelectorAll("details[open]").length)).toBe(1);
  await expectEveryIconDrawn(engine, engineName);
});

for (const { route, sections } of LONG_PAGES) {
  test(`${route}: right after load every section heading, link and landmark is rendered`, async ({
    engine,
  }) => {
    await engine.open(route, PHONE);
    expect(await engine.evaluate(skippedContent)).toEqual([]);
    const headings = await engine.evaluate(renderedHeadings);
    for (const { heading } of sections) expect(headings).toContain(heading);
  });

  for (const viewport of [PHONE, LAPTOP]) {
    test(`${route} at ${viewport.width} px: End reaches the footer`, async ({ engine }) => {
      await engine.open(route, viewport);
      await engine.pressEnd();
      expect(
        await pollUntil(
          () => engine.evaluate(endProblems),
          (p) => p.length === 0,
        ),
      ).toEqual([]);
    });

    test(`${route} at ${viewport.width} px: a jump to any section lands its heading below the header`, async ({
      engine,
    }) => {
      await engine.open(route, viewport);
      const { clearance, headerBottom } = await engine.evaluate(headerClearance);
      expect(clearance, "scroll-padding-top clears the fixed header").toBeGreaterThanOrEqual(
        headerBottom,
      );
      for (const { id, heading } of sections) {
        await engine.evaluate((hash) => void (location.hash = hash), `#${id}`);
        const offset = () => engine.evaluate(landingOffset, { selector: `#${id}` });
        // Sections come in page order: each jump goes down and the offset shrinks to 0.
        await pollUntil(offset, (value) => value <= LANDING_TOLERANCE_PX);
        await engine.evaluate(scrollSettled); // a smooth scroll may still be moving
        expect(Math.abs(await offset()), `#${id}`).toBeLessThanOrEqual(LANDING_TOLERANCE_PX);
        const top = await engine.evaluate(sectionHeadingTop, { id, heading });
        expect(top, `heading of #${id}`).toBeGreaterThanOrEqual(clearance);
        expect(top, `heading of #${id}`).toBeLessThan(viewport.height);
      }
    });
  }
}
