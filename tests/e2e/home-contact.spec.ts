/** The home page's contact section and the analytics events of its contact links. */
import { site } from "../../src/config/site";
import {
  contactChannels,
  contactSection,
  countries,
  readyChatUrl,
  type ContactCard,
} from "../../src/content/contact";
import { replyPromise } from "../../src/content/reply-promise";
import { expect, test } from "./fixtures";
import { dataLayer } from "./google-tag";

const EMAIL = site.email;

test.describe("#contacto", () => {
  test("four channel cards, WhatsApp first, each in a new tab that says so", async ({ page }) => {
    await page.goto("/");
    const section = page.locator("#contacto");
    await expect(section.getByRole("heading", { level: 2 })).toHaveText(contactSection.title);
    const channels = section
      .getByRole("list", { name: contactSection.channelsTitle })
      .getByRole("link");
    // The spec's four channels, WhatsApp first; addresses and labels from configuration.
    const byPlatform: Record<string, ContactCard> = Object.fromEntries(
      contactChannels.map((card) => [card.platform, card]),
    );
    const expected = [
      ["whatsapp", site.phoneDisplay, byPlatform.whatsapp?.link, "contact_section_demo"],
      ["email", site.email, byPlatform.email?.link, "contact_section"],
      ["facebook", byPlatform.facebook?.value, site.facebookUrl, null],
      ["instagram", byPlatform.instagram?.value, site.instagramUrl, null],
    ] as const;
    expect(contactChannels.map((card) => card.platform)).toEqual(expected.map(([p]) => p));
    // The e-mail arrives with a subject that says where it came from.
    const mail = new URL(byPlatform.email?.link ?? "");
    expect(`${mail.protocol}${mail.pathname}`).toBe(`mailto:${site.email}`);
    expect(mail.searchParams.get("subject")).toBe(contactSection.emailSubject);
    await expect(channels).toHaveCount(expected.length);
    for (const [index, [platform, value, href, track]] of expected.entries()) {
      const link = channels.nth(index);
      await expect(link).toContainText(byPlatform[platform]?.title ?? "(no title)");
      await expect(link).toContainText(value ?? "(no value)");
      await expect(link).toHaveAttribute("href", href ?? "(no href)");
      // Every card, the e-mail one included, opens a new tab and tells assistive technology.
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(link).toHaveAttribute("rel", "noopener noreferrer");
      await expect(link).toHaveAccessibleDescription("(se abre en una pestaña nueva)");
      if (track) await expect(link).toHaveAttribute("data-track", track);
      else await expect(link).not.toHaveAttribute("data-track", /.*/);
    }
    // WhatsApp is the largest card and says when the answer comes.
    const [first, second] = await Promise.all(
      [channels.nth(0), channels.nth(1)].map((l) => l.boundingBox()),
    );
    expect((first?.height ?? 0) * (first?.width ?? 0)).toBeGreaterThan(
      (second?.height ?? 0) * (second?.width ?? 0),
    );
    // The reply time under it, outside the link (a short link shows whole when it takes focus).
    const firstItem = section
      .getByRole("list", { name: contactSection.channelsTitle })
      .getByRole("listitem")
      .first();
    await expect(firstItem).toContainText(byPlatform.whatsapp?.note ?? "(no note)");
    await expect(firstItem).toContainText(replyPromise);
    await expect(channels.nth(0)).not.toContainText(replyPromise);
    // Beside the other three, WhatsApp reads as the thing to do: its call fills the card's foot,
    // not a tall empty box, with the reply time right under it.
    const action = channels.nth(0).getByText(byPlatform.whatsapp?.action ?? "(no action)");
    await expect(action).toBeVisible();
    const [card, call, note] = await Promise.all([
      channels.nth(0).boundingBox(),
      action.boundingBox(),
      firstItem.getByText(byPlatform.whatsapp?.note ?? "(no note)").boundingBox(),
    ]);
    expect((call?.y ?? 0) + (call?.height ?? 0)).toBeCloseTo(
      (card?.y ?? 0) + (card?.height ?? 0),
      -1,
    );
    expect(note?.y ?? 0).toBeGreaterThan((call?.y ?? 0) + (call?.height ?? 0));

    const { location, ready } = contactSection;
    await expect(section.getByRole("heading", { name: location.title })).toBeVisible();
    for (const text of [location.city, location.street, location.place, location.reach])
      await expect(section.getByText(text, { exact: true })).toBeVisible();

    await expect(section.getByRole("heading", { name: ready.title })).toBeVisible();
    const consult = section.getByRole("link", { name: ready.label });
    expect(readyChatUrl).toMatch(new RegExp(`^https://wa\\.me/${site.phoneDigits}\\?text=.+`));
    await expect(consult).toHaveAttribute("href", readyChatUrl);
    await expect(consult).toHaveAttribute("target", "_blank");
    await expect(consult).toHaveAttribute("rel", "noopener noreferrer");
    await expect(consult).toHaveAttribute("data-track", "contact_section_demo");
  });

  test("Presencia Internacional: the active countries stand out from the others", async ({
    page,
  }) => {
    await page.goto("/");
    const section = page.locator("#contacto");
    const { presence } = contactSection;
    await expect(section.getByRole("heading", { name: presence.title })).toBeVisible();
    await expect(section.getByText(presence.tagline)).toBeVisible();
    await expect(section.locator("[data-country]")).toHaveCount(countries.length);
    const active = countries.filter((country) => country.active);
    expect(active.map((country) => country.code)).toContain("CO"); // the spec: Colombia active
    const colombia = section.locator("[data-country='CO']");
    await expect(colombia).toHaveAttribute("data-active", "true");
    await expect(section.locator("[data-country][data-active='true']")).toHaveText(
      active.map((country) => `${country.name}: ${presence.activeStatus}`),
    );
    await expect(colombia.locator("span.bg-emerald-500")).toBeVisible();
    await expect(colombia.locator(`img[src$="#flag-CO"]`)).toHaveCount(1);
    const inactive = section.locator("[data-country][data-active='false']");
    await expect(inactive).toHaveText(
      countries
        .filter((country) => !country.active)
        .map((country) => `${country.name}: ${presence.inactiveStatus}`),
    );
    await expect(inactive.locator("span.bg-emerald-500")).toHaveCount(0);
    expect(await colombia.evaluate((el) => getComputedStyle(el).backgroundColor)).not.toBe(
      await inactive.first().evaluate((el) => getComputedStyle(el).backgroundColor),
    );
  });

  test("on a 360 px phone every country name fits its card", async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 800 });
    await page.goto("/");
    const names = page.locator("#contacto [data-country] > span.flex-1");
    await expect(names).toHaveCount(countries.length);
    await names.first().scrollIntoViewIfNeeded();
    await expect
      .poll(() =>
        names.evaluateAll(
          (spans) => spans.filter((span) => span.scrollWidth > span.clientWidth + 1).length,
        ),
      )
      .toBe(0);
  });
});

test.describe("analytics", () => {
  test("contact clicks arrive in dataLayer with their names and labels", async ({ page }) => {
    await page.goto("/");
    // Keep the page here: the tracked links would open WhatsApp or the mail client.
    await page.evaluate(() =>
      window.addEventListener("click", (event) => event.preventDefault(), { capture: true }),
    );
    const clicks = [
      [
        page.locator("#contacto").getByRole("link", { name: /^WhatsApp/ }),
        "whatsapp",
        "contact_section_demo",
      ],
      [
        page.locator("#contacto").getByRole("link", {
          name: new RegExp(`^${contactChannels.find((card) => card.platform === "email")?.title}`),
        }),
        "email",
        "contact_section",
      ],
      [
        page.locator("#contacto").getByRole("link", { name: contactSection.ready.label }),
        "whatsapp",
        "contact_section_demo",
      ],
      [page.getByRole("link", { name: "Chat por WhatsApp" }), "whatsapp", "floating_button"],
      [page.getByRole("contentinfo").getByRole("link", { name: EMAIL }), "email", "footer"],
    ] as const;
    for (const [link, kind, label] of clicks) {
      const before = (await dataLayer(page)).length;
      await link.click();
      const params = { event_category: "Contact", event_label: label };
      await expect
        .poll(async () => (await dataLayer(page)).slice(before))
        .toEqual([
          ["event", `${kind}_click`, params],
          ["event", `${kind}_contact`, params],
        ]);
    }
    expect(new URL(page.url()).pathname).toBe("/");
  });
});
