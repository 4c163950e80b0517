import { CONSENT_BAR_SELECTOR } from "../../src/islands/page-hooks";
import { SMALL_SCREENS as CASES } from "../e2e/reflow";
import { coveredByBarOrHeader } from "../shared/focus-checks";
import { expect, pollUntil, test } from "./fixtures";
import { startGoogleTagProxy, type GoogleTagProxy } from "./google-tag-proxy";

/*
 * The consent bar in Firefox and WebKit on the screens where it once covered everything, as
 * tests/e2e/consent-small-screens.spec.ts checks it in Chromium (WCAG 2.4.11, 1.4.10, 1.4.12):
 * its three answers whole, and whatever takes focus kept in view between it and the header. The
 * pages come through a proxy that serves them as a site with a Google tag.
 */
/** Tab stops walked: the bar, the header, the first screen and on into the page. */
const STOPS = 30;

let proxy: GoogleTagProxy;
test.beforeAll(async () => {
  proxy = await startGoogleTagProxy(`http://localhost:${process.env.E2E_PORT ?? 4599}`);
});
test.afterAll(async () => proxy.close());

async function openWithBar(
  engine: import("./engine").EnginePage,
  { viewport, css }: (typeof CASES)[number],
): Promise<void> {
  await engine.open(`${proxy.origin}/`, viewport);
  // Drawn by its module once the page boot runs: the bar's words are in it.
  await pollUntil(
    () =>
      engine.evaluate(
        (bar) => document.querySelector(bar)?.textContent?.length ?? 0,
        CONSENT_BAR_SELECTOR,
      ),
    (length) => length > 100,
  );
  await engine.evaluate(async (style) => {
    if (style)
      document.head.append(Object.assign(document.createElement("style"), { textContent: style }));
    await document.fonts.ready;
    await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
  }, css);
}

for (const testCase of CASES) {
  test(`${testCase.name}: the bar's answers are whole, and focus stays in view`, async ({
    engine,
  }) => {
    test.slow();
    await openWithBar(engine, testCase);
    const answers = await engine.evaluate((bar) => {
      return [...(document.querySelector(bar)?.querySelectorAll("button") ?? [])]
        .filter((button) => button.checkVisibility())
        .map((button) => {
          const box = button.getBoundingClientRect();
          const inside = box.left >= -0.5 && box.right <= window.innerWidth + 0.5;
          const whole = button.scrollWidth <= button.clientWidth + 1;
          return inside && whole
            ? ""
            : `${button.textContent}: ${Math.round(box.left)}–${Math.round(box.right)}`;
        });
    }, CONSENT_BAR_SELECTOR);
    expect(answers).toEqual(["", "", ""]);
    const hidden: string[] = [];
    for (let stop = 0; stop < STOPS; stop++) {
      await engine.press("Tab");
      // The engine's own focus scroll, then the page's (a frame later), may take a moment here.
      const problem = await pollUntil(
        () => engine.evaluate(coveredByBarOrHeader, CONSENT_BAR_SELECTOR),
        (found) => found === null,
        1500,
      );
      if (problem) hidden.push(problem);
    }
    expect(hidden).toEqual([]);
  });
}
