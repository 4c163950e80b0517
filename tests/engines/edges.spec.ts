import { heroTerminal } from "../../src/content/hero";
import { NAV } from "../shared/expectations";
import { settledScrollY } from "../shared/focus-checks";
import { focusedHeading } from "../shared/landing-checks";
import { cutTexts } from "../shared/text-fit";
import { expect, pollUntil, test } from "./fixtures";

// Firefox and WebKit, with the Chromium suite's expectations (tests/e2e/menu-section-focus.spec.ts
// and hero-terminal-fit.spec.ts): a section chosen in the mobile menu takes focus on its heading,
// and the hero terminal cuts no word on a phone.
const PHONE = { width: 375, height: 740 };
const TOGGLE = "[aria-controls='menu-movil']";
const TERMINAL = `[role="img"][aria-label="${heroTerminal.label}"]`;

for (const [label, href] of NAV.filter(([name]) => ["Servicios", "Contacto"].includes(name))) {
  test(`"${label}" chosen in the menu: focus is on the heading of ${href}`, async ({ engine }) => {
    await engine.open("/", PHONE);
    await pollUntil(
      () =>
        engine.evaluate((s) => document.querySelector(s)?.hasAttribute("aria-expanded"), TOGGLE),
      Boolean,
    );
    await engine.click(TOGGLE);
    await engine.click(`#menu-movil a[href="${href}"]`);
    const landed = await pollUntil(
      () => engine.evaluate(focusedHeading),
      (heading) => heading.heads === href.slice(1),
    );
    expect(landed.heads).toBe(href.slice(1));
    expect(landed.tag).toMatch(/^h[1-6]$/);
    const expected = await engine.evaluate(
      (id) => document.getElementById(id)?.textContent?.replace(/\s+/g, " ").trim(),
      (await engine.evaluate(
        (s) => document.querySelector(s)?.getAttribute("aria-labelledby"),
        href,
      )) ?? "",
    );
    expect(landed.text).toBe(expected);
    await engine.evaluate(settledScrollY);
    const top = (await engine.evaluate(focusedHeading)).top;
    expect(top).toBeGreaterThanOrEqual(0);
    expect(top).toBeLessThan(PHONE.height);
  });
}

for (const width of [320, 375]) {
  test(`at ${width} px the hero terminal shows every word whole`, async ({ engine }) => {
    await engine.open("/", { ...PHONE, width });
    expect(await engine.evaluate(cutTexts, TERMINAL)).toEqual([]);
  });
}
