import type { Page } from "@playwright/test";
import { labPath } from "~/config/site";
import { contactNotice } from "~/content/contact-notice";
import { expect, test } from "./fixtures";

/** Contact links (docs/requirements.md, "Consent"): all but the floating chat button need the notice. */
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
