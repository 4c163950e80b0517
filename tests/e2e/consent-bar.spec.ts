import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { CONSENT_BAR_SELECTOR } from "~/islands/page-hooks";
import { ROUTE_PATHS } from "~/config/route-paths";
import { labPath, site } from "~/config/site";
import { legalPageLabels } from "~/content/legal/common";
import { focusedBox, settledScrollY } from "../shared/focus-checks";
import { consentCopy } from "~/content/consent";
import { legalLinks } from "~/content/footer";
import { hero } from "~/content/hero";
import { chooseConsent, consentBar, consentBarReady } from "./consent-choice";
import { expect, test } from "./fixtures";
import { recordGoogleRequests, serveWithGoogleTag } from "./google-tag";

/**
 * The consent bar a Google tag brings (docs/requirements.md, "Consent"): compact enough to leave
 * the first screen's calls to action free, met first by the keyboard and a screen reader, and
 * never left over anything focusable (WCAG 2.4.11).
 */
const PHONE = { width: 375, height: 812 };
const DESKTOP = { width: 1280, height: 720 };

async function openWithBar(page: Page, viewport = DESKTOP, route = "/"): Promise<void> {
  await page.setViewportSize(viewport);
  await serveWithGoogleTag(page, { ads: true });
  await page.goto(route);
  await consentBarReady(page);
}

test("the bar is announced and reached within the first three Tabs", async ({ page }) => {
  await openWithBar(page);
  await expect(
    page.getByRole("status").filter({ hasText: consentCopy.announcement(site.legalName) }),
  ).toHaveCount(1);
  let reached = false;
  for (let tab = 0; tab < 3 && !reached; tab++) {
    await page.keyboard.press("Tab");
    reached = await consentBar(page).evaluate((bar) => bar.contains(document.activeElement));
  }
  expect(reached).toBe(true);
  // Past the bar's links (the first one is focused now) to its first answer. Answered from the
  // keyboard, focus goes on to the page rather than back to its top.
  const links = await consentBar(page).getByRole("link").count();
  for (let link = 0; link < links; link++) await page.keyboard.press("Tab");
  await expect(consentBar(page).getByRole("button", { name: consentCopy.rejectAll })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(consentBar(page)).toHaveCount(0);
  expect(await page.evaluate(() => document.activeElement?.closest("header") !== null)).toBe(true);
});

for (const viewport of [PHONE, DESKTOP]) {
  test(`at ${viewport.width} px the hero's calls to action stay uncovered and usable`, async ({
    page,
  }) => {
    await openWithBar(page, viewport);
    const bar = await consentBar(page).boundingBox();
    expect(bar?.height).toBeGreaterThan(0);
    for (const cta of [hero.primaryCta, hero.secondaryCta]) {
      const link = page.locator("#inicio").getByRole("link", { name: cta.label });
      const box = await link.boundingBox();
      if (!box || !bar) throw new Error(`${cta.label} or the bar has no box`);
      expect(box.y + box.height, `${cta.label} above the bar`).toBeLessThanOrEqual(bar.y);
      // Nothing else on top of it either: its centre hits the link itself.
      const hit = await link.evaluate((element) => {
        const rect = element.getBoundingClientRect();
        const top = document.elementFromPoint(rect.x + rect.width / 2, rect.y + rect.height / 2);
        return element.contains(top);
      });
      expect(hit, `${cta.label} is what a tap at its centre meets`).toBe(true);
    }
    await page.locator("#inicio").getByRole("link", { name: hero.secondaryCta.label }).click();
    await expect(page).toHaveURL(new RegExp(`${hero.secondaryCta.href}$`));
  });
}

for (const route of ["/", labPath]) {
  test(`${route} at 375 px: no focusable element stays entirely under the bar once focused`, async ({
    page,
  }) => {
    test.slow();
    await openWithBar(page, PHONE, route);
    const hidden = await consentBar(page).evaluate((bar) => {
      const selector = 'a[href], button:not([disabled]), input:not([disabled]), [tabindex="0"]';
      const covered: string[] = [];
      let checked = 0;
      // Where focus scrolls to without the smooth animation, so each box is read where it ends up.
      document.documentElement.style.scrollBehavior = "auto";
      for (const element of document.querySelectorAll<HTMLElement>(selector)) {
        if (bar.contains(element) || element.closest("[inert]")) continue;
        // As the browser does when the keyboard reaches it: focus scrolls it into view.
        element.focus();
        if (document.activeElement !== element) continue;
        const rect = element.getBoundingClientRect();
        if (!rect.width || !rect.height || getComputedStyle(element).visibility === "hidden")
          continue;
        checked++;
        const under = bar.getBoundingClientRect();
        const inside =
          rect.top >= under.top &&
          rect.bottom <= under.bottom &&
          rect.left >= under.left &&
          rect.right <= under.right;
        if (inside) covered.push(element.outerHTML.slice(0, 120));
      }
      return { checked, covered };
    });
    expect(hidden.checked, "focusable elements walked").toBeGreaterThan(10);
    expect(hidden.covered).toEqual([]);
  });
}

for (const viewport of [PHONE, DESKTOP]) {
  test(`no axe violations with the bar and its choices open at ${viewport.width} px`, async ({
    page,
  }) => {
    test.slow();
    await openWithBar(page, viewport);
    const scan = async () =>
      (
        await new AxeBuilder({ page })
          .include("body")
          .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"])
          .analyze()
      ).violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
    expect(await scan()).toEqual([]);
    await consentBar(page).getByRole("button", { name: consentCopy.choose }).click();
    expect(await scan()).toEqual([]);
  });
}

test("the footer's reopen button is reached by keyboard and changes the choice", async ({
  page,
}) => {
  await recordGoogleRequests(page.context());
  await openWithBar(page);
  await chooseConsent(page, { analytics: true, advertising: true });
  const reopen = page.getByRole("button", { name: consentCopy.reopen });
  // One Tab on from the legal link before it.
  await page
    .getByRole("contentinfo")
    .getByRole("link", { name: legalLinks.at(-1)?.name })
    .focus();
  await page.keyboard.press("Tab");
  await expect(reopen).toBeFocused();
  await page.keyboard.press("Enter");
  const analytics = consentBar(page).getByRole("checkbox", {
    name: consentCopy.purposes.analytics.label,
  });
  await expect(analytics).toBeFocused();
  await expect(analytics).toBeChecked();
  await page.keyboard.press("Space");
  await consentBar(page).getByRole("button", { name: consentCopy.save }).focus();
  await page.keyboard.press("Enter");
  await expect(consentBar(page)).toHaveCount(0);
  await expect(reopen).toBeFocused();
});

test("at 1280 px the policy's contents stay clear of the bar: every link whole once focused", async ({
  page,
}) => {
  // The contents list is sticky beside the text: it must end above the bar, not under it, and
  // scroll inside itself so the keyboard finds each link whole (WCAG 2.4.11).
  await openWithBar(page, DESKTOP, ROUTE_PATHS.privacyPolicy);
  const toc = page.getByRole("navigation", { name: legalPageLabels.tocHeading });
  const links = toc.getByRole("link");
  const count = await links.count();
  expect(count).toBeGreaterThan(10);
  await page.evaluate(() => window.scrollTo(0, 600));
  await links.first().focus();
  for (let index = 0; index < count; index++) {
    if (index > 0) await page.keyboard.press("Tab");
    await expect(links.nth(index)).toBeFocused();
    // The page keeps a focused element whole in the frame after it takes focus: read it after.
    await page.evaluate(settledScrollY);
    const box = await page.evaluate(focusedBox, [CONSENT_BAR_SELECTOR, "body > header"]);
    expect(box?.problems, `${box?.label} at ${box?.top}–${box?.bottom}`).toEqual([]);
  }
});
