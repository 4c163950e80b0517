/** The home page's contact section and the analytics events of its contact links. */
import { site } from "../../src/config/site";
import {
  contactChannels,
  contactSection,
  countries,
  readyChatUrl,
} from "../../src/content/contact";
import { expect, test } from "./fixtures";
import { dataLayer } from "./google-tag";

const EMAIL = site.email;

test.describe("#contacto", () => {
  test("four channel cards, the web ones in a new tab, with their tracking labels", async ({
    page,
  }) => {
    await page.goto("/");
    const section = page.locator("#contacto");
    await expect(section.getByRole("heading", { level: 2 })).toHaveText(contactSection.title);
    const channels = section
      .getByRole("list", { name: contactSection.channelsTitle })
      .getByRole("link");
    // The spec's four channels, in its order; addresses and labels from configuration.
    const expected = [
      [contactChannels[0].title, site.email, `mailto:${site.email}`, "contact_section"],
      ["WhatsApp", site.phoneDisplay, contactChannels[1].link, "contact_section_demo"],
      ["Facebook", contactChannels[2].value, site.facebookUrl, null],
      ["Instagram", contactChannels[3].value, site.instagramUrl, null],
    ] as const;
    await expect(channels).toHaveCount(expected.length);
    for (const [index, [title, value, href, track]] of expected.entries()) {
      const link = channels.nth(index);
      await expect(link).toContainText(title);
      await expect(link).toContainText(value);
      await expect(link).toHaveAttribute("href", href);
      if (href.startsWith("mailto:")) {
        // The mail program opens; no tab does, and the link does not say one will.
        await expect(link).not.toHaveAttribute("target", /.*/);
        await expect(link).toHaveAccessibleDescription("");
      } else {
        await expect(link).toHaveAttribute("target", "_blank");
        await expect(link).toHaveAttribute("rel", "noopener noreferrer");
        await expect(link).toHaveAccessibleDescription("(se abre en una pestaña nueva)");
      }
      if (track) await expect(link).toHaveAttribute("data-track", track);
      else await expect(link).not.toHaveAttribute("data-track", /.*/);
    }

    const { location, ready } = contactSection;
    await expect(section.getByRole("heading", { name: location.title })).toBeVisible();
    for (const text of [location.city, location.place, location.reach])
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
        page
          .locator("#contacto")
          .getByRole("link", { name: new RegExp(`^${contactChannels[0].title}`) }),
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
