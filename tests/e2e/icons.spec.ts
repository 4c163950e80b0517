import type { Page } from "@playwright/test";
import { consentCopy } from "../../src/content/consent";
import { technologiesSection } from "../../src/content/technologies-section";
import { LAB_ROUTE, ROUTES } from "../shared/expectations";
import { spriteProblems } from "../shared/page-checks";
import { expect, test, waitForHydration } from "./fixtures";
import { serveWithGoogleTag } from "./google-tag";

/** Waits until every sprite icon on the page resolves in /icons.svg and draws something. */
async function expectEveryIconDrawn(page: Page): Promise<void> {
  await expect.poll(() => page.evaluate(spriteProblems, true)).toEqual([]);
}

for (const route of ROUTES) {
  test(`${route}: every sprite icon of the loaded page is in /icons.svg`, async ({ page }) => {
    await page.goto(route);
    await expectEveryIconDrawn(page);
  });
}

test("the open mobile menu's close icon is in the sprite", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto("/");
  await waitForHydration(page);
  const toggle = page.locator("[aria-controls='menu-movil']");
  await toggle.click();
  await expect(toggle).toHaveAttribute("aria-expanded", "true");
  await expect(toggle.locator(".icon:visible")).toHaveCount(1);
  await expectEveryIconDrawn(page);
});

test("the paused carousel's play icon is in the sprite", async ({ page }) => {
  await page.goto("/");
  const toggle = page.locator("#tecnologias [data-marquee-state]");
  // The island hydrates when it comes into view; until then a click does nothing.
  await expect(async () => {
    if ((await toggle.getAttribute("data-marquee-state")) === "auto") await toggle.click();
    await expect(toggle).toHaveAttribute("data-marquee-state", "paused", { timeout: 300 });
  }).toPass();
  await expect(toggle).toHaveAccessibleName(technologiesSection.marquee.resumeLabel);
  await expect(toggle.locator(".icon:visible")).toHaveCount(1);
  await expectEveryIconDrawn(page);
});

test("an open FAQ answer draws all its icons", async ({ page }) => {
  await page.goto(LAB_ROUTE);
  const question = page.locator("details summary").first();
  await question.click();
  await expect(page.locator("details[open]")).toHaveCount(1);
  await expectEveryIconDrawn(page);
});

test("the consent banner (with a Google tag configured) draws all its icons", async ({ page }) => {
  await serveWithGoogleTag(page);
  await page.goto("/");
  await page.mouse.move(10, 10);
  await expect(page.getByRole("region", { name: consentCopy.title })).toBeVisible();
  await expectEveryIconDrawn(page);
});
