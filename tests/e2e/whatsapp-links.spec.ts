import { site } from "~/config/site";
import { labContact } from "~/content/lab/contact";
import { shellCopy } from "~/content/shell";
import { ROUTES, escapeRegExp, expect, test } from "./fixtures";

/*
 * Every WhatsApp link opens a chat that already says where the visitor came from and what they
 * want (docs/requirements.md, "Contact links"), and a phone number shown as a link says, to the
 * ear, whether it opens WhatsApp or calls.
 */
for (const route of ROUTES) {
  test(`${route}: every WhatsApp link carries a prefilled message`, async ({ page }) => {
    await page.goto(route);
    const hrefs = await page
      .locator('a[href^="https://wa.me/"]')
      .evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
    expect(hrefs.length, "WhatsApp links on the page").toBeGreaterThan(0);
    for (const href of hrefs) {
      const url = new URL(href);
      expect(`${url.origin}${url.pathname}`).toBe(`https://wa.me/${site.phoneDigits}`);
      expect(url.searchParams.get("text")?.trim(), `message of ${href}`).toBeTruthy();
    }
  });

  test(`${route}: a phone number shown as a link says which app it opens`, async ({ page }) => {
    await page.goto(route);
    // The WhatsApp number or the landline as shown, with ordinary or non-breaking spaces.
    const asShown = (display: string) => display.split(" ").map(escapeRegExp).join("\\s");
    const number = new RegExp(`${asShown(site.phoneDisplay)}|${asShown(site.landlineDisplay)}`);
    const numbers = page.getByRole("link", { name: number });
    const names = await numbers.evaluateAll((links) =>
      links.map((link) => ({
        href: link.getAttribute("href") ?? "",
        name: (link.textContent ?? "").replace(/\s+/g, " ").trim(),
      })),
    );
    expect(names.length, "phone numbers shown as links").toBeGreaterThan(0);
    // "Llamar al …", or the lab contact card's own "Llámanos".
    const callWords = [shellCopy.phoneLinkPrefix.tel, labContact.channels.phone.label];
    for (const { href, name } of names) {
      if (href.startsWith("https://wa.me/"))
        expect(name).toContain(shellCopy.phoneLinkPrefix.whatsapp);
      if (href.startsWith("tel:"))
        expect(
          callWords.some((word) => name.startsWith(word)),
          name,
        ).toBe(true);
    }
  });
}
