import type { Page } from "@playwright/test";
import { labPath } from "~/config/site";
import { contactNotice } from "~/content/contact-notice";
import { contactSection, countries } from "~/content/contact";
import { heroStats, heroTerminal } from "~/content/hero";
import { LAB_BEST_RATING, labRating } from "~/content/lab/rating";
import { expect, test } from "./fixtures";

/** Contact links (DECISIONS.md, "Consent"): all but the floating chat button need the notice. */
const CONTACT_LINKS =
  'a[href^="mailto:"], a[href^="https://wa.me/"], a[href^="tel:"]:not([data-track="floating_button"])';
/** How far (CSS px) the notice may sit from the contact point it explains: beside it. */
const BESIDE_PX = 200;

/** For each contact link, the distance to the nearest notice and whether it links the policy. */
async function noticeDistances(page: Page) {
  return page.locator(CONTACT_LINKS).evaluateAll((links, text) => {
    const paragraphs = [...document.querySelectorAll("p")];
    const notices = paragraphs
      .filter((p) => p.textContent?.startsWith(text))
      .map((notice) => ({
        box: notice.getBoundingClientRect(),
        href: notice.querySelector("a")?.getAttribute("href"),
      }));
    const gap = (a: DOMRect, b: DOMRect) =>
      Math.hypot(
        Math.max(0, a.left - b.right, b.left - a.right),
        Math.max(0, a.top - b.bottom, b.top - a.bottom),
      );
    return links
      .filter((link) => link.getAttribute("data-track") !== "floating_button")
      .map((link) => {
        const box = link.getBoundingClientRect();
        const nearest = notices
          .map((notice) => ({ ...notice, gap: gap(box, notice.box) }))
          .sort((a, b) => a.gap - b.gap)[0];
        return { link: link.getAttribute("href"), gap: nearest?.gap, href: nearest?.href };
      });
  }, contactNotice.text);
}

for (const route of ["/", labPath]) {
  test(`${route}: every contact point has the notice and its policy link beside it`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(route);
    const notices = page.locator("p", { hasText: contactNotice.text });
    expect(await notices.count()).toBeGreaterThanOrEqual(2);
    await expect(notices.first()).toContainText(contactNotice.text);
    const rows = await noticeDistances(page);
    expect(rows.length).toBeGreaterThanOrEqual(3);
    for (const row of rows) {
      expect(row.gap, `notice beside ${row.link}`).toBeLessThanOrEqual(BESIDE_PX);
      expect(row.href, `policy link beside ${row.link}`).toBe(contactNotice.link.href);
    }
  });
}

test("the lab page shows the rating its JSON-LD declares", async ({ page }) => {
  await page.goto(labPath);
  const rating = await page.locator('script[type="application/ld+json"]').evaluateAll((scripts) =>
    scripts
      .map((script) => JSON.parse(script.textContent ?? "{}") as Record<string, unknown>)
      .map((data) => data.aggregateRating as Record<string, number> | undefined)
      .find(Boolean),
  );
  expect(rating).toBeDefined();
  const shown = page.locator("[data-rating]");
  await expect(shown).toBeVisible();
  await expect(shown).toContainText(labRating.value);
  const value = Number(
    (await shown.locator("[data-rating-value]").innerText()).split(" ")[0]?.replace(",", "."),
  );
  const count = Number((await shown.locator("[data-rating-count]").innerText()).split(" ")[0]);
  expect(value).toBe(rating?.ratingValue);
  expect(count).toBe(rating?.ratingCount);
  expect(rating?.bestRating).toBe(LAB_BEST_RATING);
});

test("the home page's claims agree: eight countries, no ROI stated as fact", async ({ page }) => {
  await page.goto("/");
  const countriesStat = heroStats.find((stat) => stat.label.startsWith("Países"));
  expect(Number(countriesStat?.number)).toBe(countries.length);
  const presence = page.locator("#contacto [data-country]");
  await expect(presence).toHaveCount(countries.length);
  await expect(page.locator("#contacto")).not.toContainText("En expansión");
  await expect(presence.filter({ hasText: contactSection.presence.inactiveStatus })).toHaveCount(
    countries.filter((country) => !country.active).length,
  );
  const terminal = page.getByRole("img", { name: heroTerminal.label });
  await expect(terminal).toBeVisible();
  expect(heroTerminal.label).not.toMatch(/ROI/);
});
