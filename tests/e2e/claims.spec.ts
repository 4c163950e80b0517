import type { Page } from "@playwright/test";
import { labPath } from "~/config/site";
import { contactNotice } from "~/content/contact-notice";
import { analyzerQuestion } from "~/content/lab/analyzers";
import { referenceContact } from "~/content/lab/references";
import { escapeRegExp, expect, test } from "./fixtures";

/** Contact links (docs/requirements.md, "Consent"): all but the floating chat button need the notice. */
const CONTACT_LINKS =
  'a[href^="mailto:"], a[href^="https://wa.me/"], a[href^="tel:"]:not([data-track="floating_button"])';
/** How far (CSS px) the notice may sit from the contact point it explains: beside it. */
const BESIDE_PX = 200;
/**
 * Where a page's contact blocks are: its contact section and the footer. The notice sits once in
 * each, so a reader meets it at most twice, never inside a feature card.
 */
const CONTACT_AREAS = "#contacto, footer";
const MAX_NOTICES = 2;
/** The lab page's in-page questions by WhatsApp (analyzers, references): no notice of their own. */
const IN_PAGE_QUESTIONS = [analyzerQuestion.track, referenceContact.track];

/** For each contact link, the distance to the nearest notice and whether it links the policy. */
async function noticeDistances(page: Page) {
  return page.locator(CONTACT_LINKS).evaluateAll(
    (links, [text, areas]) => {
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
          return {
            link: link.getAttribute("href"),
            track: link.getAttribute("data-track"),
            inArea: link.closest(areas) !== null,
            gap: nearest?.gap,
            href: nearest?.href,
          };
        });
    },
    [contactNotice.text, CONTACT_AREAS] as const,
  );
}

for (const route of ["/", labPath]) {
  test(`${route}: the notice once per contact block, beside each of its contact points`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(route);
    // Starting with it: the floating chat's shorter notice may end with the same words.
    const starts = new RegExp(`^\\s*${escapeRegExp(contactNotice.text)}`);
    const notices = page.locator("p", { hasText: starts });
    await expect(notices).toHaveCount(MAX_NOTICES);
    for (const notice of await notices.all())
      expect(await notice.evaluate((p, areas) => p.closest(areas) !== null, CONTACT_AREAS)).toBe(
        true,
      );
    const rows = await noticeDistances(page);
    const covered = rows.filter((row) => row.inArea);
    expect(covered.length).toBeGreaterThanOrEqual(3);
    for (const row of covered) {
      expect(row.gap, `notice beside ${row.link}`).toBeLessThanOrEqual(BESIDE_PX);
      expect(row.href, `policy link beside ${row.link}`).toBe(contactNotice.link.href);
    }
    // Outside the contact blocks only the lab page's in-page questions, each a chat that says
    // what it asks; any other contact point belongs in a block with the notice.
    for (const row of rows.filter((row) => !row.inArea))
      expect(IN_PAGE_QUESTIONS, `contact point outside a contact block: ${row.link}`).toContain(
        row.track,
      );
  });
}
