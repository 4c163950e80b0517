import type { Locator, Page } from "@playwright/test";
import { site } from "../../app/config/site";
import {
  contactChannels,
  contactSection,
  countries,
  readyChatUrl,
} from "../../app/content/contact";
import { portfolioItems } from "../../app/content/portfolio";
import { experienceStats, sectors, sectorsSection } from "../../app/content/sectors";
import { services, servicesSection } from "../../app/content/services";
import { allTechnologies, technologyGroups } from "../../app/content/technologies";
import { phraseText } from "../../app/lib/phrase";
import { escapeRegExp, expect, scrollToY, test, waitForHydration } from "./fixtures";
import { dataLayer } from "./google-tag";

const EMAIL = site.email;

/** Item text ends with the name (a monogram may stand before it, as for Power BI). */
function endingWith(name: string): RegExp {
  return new RegExp(`${escapeRegExp(name)}$`);
}

/** Technologies shown with a logo file; the others carry a text monogram. */
const withLogo = (techs: readonly { logo?: string }[]) => techs.filter((tech) => tech.logo).length;

async function scrollIntoSection(page: Page, id: string): Promise<void> {
  const top = await page
    .locator(`#${id}`)
    .evaluate((el) => el.getBoundingClientRect().top + window.scrollY);
  await scrollToY(page, top);
}

test.describe("#servicios", () => {
  const labService = services.find((service) => service.linkType === "page");

  test("the cards with title, description, features, link and staggered reveal", async ({
    page,
  }) => {
    await page.goto("/");
    const section = page.locator("#servicios");
    await expect(section.getByRole("heading", { level: 2 })).toHaveText(servicesSection.title);
    const cards = section.locator("article");
    await expect(cards).toHaveCount(services.length);
    for (const [index, service] of services.entries()) {
      const card = cards.nth(index);
      await expect(card.getByRole("heading", { level: 3 })).toHaveText(service.title);
      await expect(card).toContainText(service.description);
      await expect(card.getByRole("listitem")).toHaveText([...service.features]);
      const link = card.getByRole("link", { name: `Conocer más sobre ${service.title}` });
      await expect(link).toHaveAttribute("href", service.linkTarget);
      await expect(link).not.toHaveAttribute("target", /.+/);
      await expect(card).toHaveAttribute("data-reveal");
      await expect(card).toHaveCSS("transition-delay", `${index * 0.1}s`); // spec: 100 ms stagger
    }
    const cta = section.getByRole("link", { name: "Solicitar Consulta Gratuita" });
    await expect(cta).toHaveAttribute("href", "#contacto");
    await expect(page.locator("#contacto")).toHaveCount(1);
  });

  test("a 'contact' card scrolls to #contacto", async ({ page }) => {
    await page.goto("/");
    const contactService = services.find((service) => service.linkType === "contact");
    await page
      .getByRole("link", { name: `Conocer más sobre ${contactService?.title ?? "(none)"}` })
      .click();
    await expect(page).toHaveURL(/#contacto$/);
    await expect(page.locator("#contacto-titulo")).toBeInViewport();
  });

  test("the 'page' card opens the lab route at the top", async ({ page }) => {
    await page.goto("/");
    await scrollIntoSection(page, "servicios");
    const target = labService?.linkTarget ?? "(none)";
    await page.getByRole("link", { name: `Conocer más sobre ${labService?.title ?? ""}` }).click();
    await page.waitForURL(`**${target}`);
    expect(new URL(page.url()).pathname).toBe(target);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await expect(page.getByRole("heading", { level: 1 })).toContainText(site.labProductName);
  });
});

test.describe("#sectores", () => {
  test("the sectors, the solution types with categories and the four figures", async ({ page }) => {
    await page.goto("/");
    const section = page.locator("#sectores");
    await expect(section.getByRole("heading", { level: 2 })).toHaveText(sectorsSection.title);
    const sectorList = section.getByRole("list").first();
    await expect(sectorList.getByRole("listitem")).toHaveText(sectors.map((sector) => sector.name));
    await expect(sectorList.locator("svg[aria-hidden='true']")).toHaveCount(sectors.length);

    const items = section.getByRole("list").nth(1).getByRole("listitem");
    await expect(items).toHaveCount(portfolioItems.length);
    for (const [index, { name, category }] of portfolioItems.entries()) {
      await expect(items.nth(index)).toContainText(name);
      await expect(items.nth(index).locator("[data-category]")).toHaveText(category);
      await expect(items.nth(index)).toContainText(`${sectorsSection.categoryLabel}: ${category}`);
    }

    await expect(section.getByRole("heading", { name: sectorsSection.statsTitle })).toBeVisible();
    const stats = section.locator("[data-stat]");
    await expect(stats).toHaveCount(experienceStats.length);
    for (const [index, { number, label }] of experienceStats.entries()) {
      await expect(stats.nth(index).locator("dd")).toHaveText(number);
      await expect(stats.nth(index).locator("dt")).toHaveText(label);
    }
  });
});

test.describe("#tecnologias", () => {
  const LOGOS = withLogo(allTechnologies);

  test("the category cards with real logos and names, and the CTA", async ({ page }) => {
    await page.goto("/");
    const section = page.locator("#tecnologias");
    await expect(section.locator("article")).toHaveCount(technologyGroups.length);
    for (const { title, techs } of technologyGroups) {
      const card = section.locator("article", {
        has: page.getByRole("heading", { name: phraseText(title) }),
      });
      await expect(card.getByRole("listitem")).toHaveText(
        techs.map((tech) => endingWith(tech.name)),
      );
    }
    const logos = section.locator("article img");
    await expect(logos).toHaveCount(LOGOS); // the others (Power BI) show a text monogram
    for (const logo of await logos.all()) {
      await expect(logo).toHaveAttribute("alt", ""); // the name is written beside it
      await expect(logo).toHaveAttribute("width", "32");
      await expect(logo).toHaveAttribute("height", "32");
      await expect(logo).toHaveAttribute("loading", "lazy");
      await expect(logo).toHaveAttribute("decoding", "async");
      await expect(logo).toHaveAttribute("src", /^\/assets\/.+\.svg$/);
    }
    await scrollIntoSection(page, "tecnologias");
    await logos.last().scrollIntoViewIfNeeded();
    await expect
      .poll(() =>
        logos.evaluateAll(
          (all) => all.filter((img) => (img as HTMLImageElement).naturalWidth > 0).length,
        ),
      )
      .toBe(LOGOS);
    await expect(section.getByRole("link", { name: "Consultar Tecnología" })).toHaveAttribute(
      "href",
      "#contacto",
    );
  });
});

test.describe("technology carousel", () => {
  const ALL = allTechnologies.map((tech) => tech.name);
  const trackOf = (page: Page) => page.locator("#tecnologias .marquee-track");
  const toggleOf = (page: Page) => page.locator("#tecnologias [data-marquee-state]");
  const translateX = (track: Locator) =>
    track.evaluate((el) => new DOMMatrix(getComputedStyle(el).transform).m41);

  async function expectStill(track: Locator, page: Page): Promise<void> {
    await page.waitForTimeout(150); // a pause takes effect at the next animation frame
    const before = await translateX(track);
    await page.waitForTimeout(600);
    expect(await translateX(track)).toBe(before);
  }
  async function expectMoving(track: Locator, page: Page): Promise<void> {
    const before = await translateX(track);
    await page.waitForTimeout(600);
    expect(await translateX(track)).toBeLessThan(before);
  }

  test("the list once for everyone, a hidden inert copy, 5000 ms per slide", async ({ page }) => {
    await page.goto("/");
    const lists = trackOf(page).locator("ul");
    await expect(lists).toHaveCount(2);
    const main = page.getByRole("list", { name: "Tecnologías con las que trabajamos" });
    await expect(main.getByRole("listitem")).toHaveText(ALL.map(endingWith));
    const clone = lists.nth(1);
    await expect(clone).toHaveAttribute("aria-hidden", "true");
    await expect(clone).toHaveAttribute("inert", "");
    await expect(clone.locator("li")).toHaveCount(ALL.length);
    await expect(clone.locator("a, button, input, [tabindex]")).toHaveCount(0);
    // The spec's 5000 ms per slide.
    await expect(trackOf(page)).toHaveCSS("animation-duration", `${(ALL.length * 5000) / 1000}s`);
    await expect(trackOf(page)).toHaveCSS("animation-timing-function", "linear");
    await expect(trackOf(page)).toHaveCSS("animation-iteration-count", "infinite");
  });

  test("moves one slide per 5 s, and stops while hovered", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/");
    await scrollIntoSection(page, "tecnologias");
    const track = trackOf(page);
    const slide = track.locator("li").first();
    const step = await slide.evaluate(
      (el) => el.getBoundingClientRect().width + parseFloat(getComputedStyle(el).marginRight),
    );
    await page.mouse.move(0, 0);
    const perSecond = await track.evaluate(async (el) => {
      const x = () => new DOMMatrix(getComputedStyle(el).transform).m41;
      const [x0, t0] = [x(), performance.now()];
      await new Promise((resolve) => setTimeout(resolve, 1000));
      return ((x0 - x()) * 1000) / (performance.now() - t0);
    });
    expect(perSecond).toBeGreaterThan((step / 5) * 0.7);
    expect(perSecond).toBeLessThan((step / 5) * 1.3);

    await page.locator("#tecnologias .marquee-viewport").hover();
    await expectStill(track, page);
    await page.mouse.move(0, 0);
    await expectMoving(track, page);
  });

  test("the pause button stops and resumes it, and says so", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    await scrollIntoSection(page, "tecnologias");
    const toggle = toggleOf(page);
    const track = trackOf(page);
    await expect(toggle).toHaveAccessibleName("Pausar carrusel");
    // The island hydrates when it comes into view; until then a click does nothing.
    await expect(async () => {
      if ((await toggle.getAttribute("data-marquee-state")) === "auto") await toggle.click();
      await expect(toggle).toHaveAttribute("data-marquee-state", "paused", { timeout: 300 });
    }).toPass();
    await page.mouse.move(0, 0);
    await expect(toggle).toHaveAccessibleName("Reanudar carrusel");
    await expect(page.locator("#tecnologias").getByRole("status")).toHaveText("Carrusel en pausa");
    await expectStill(track, page);

    await toggle.click();
    await page.mouse.move(0, 0);
    await expect(toggle).toHaveAccessibleName("Pausar carrusel");
    await expect(page.locator("#tecnologias").getByRole("status")).toHaveText(
      "Carrusel en movimiento",
    );
    await expectMoving(track, page);
  });

  test("stops while its button has keyboard focus", async ({ page }) => {
    await page.goto("/");
    await scrollIntoSection(page, "tecnologias");
    await page.mouse.move(0, 0);
    await page.getByRole("link", { name: "Consultar Tecnología" }).focus();
    await page.keyboard.press("Shift+Tab");
    await expect(toggleOf(page)).toBeFocused();
    await expectStill(trackOf(page), page);
    await page.keyboard.press("Tab");
    await expectMoving(trackOf(page), page);
  });

  test("stands still under reduced motion", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/");
    await scrollIntoSection(page, "tecnologias");
    await expect(trackOf(page)).toHaveCSS("animation-name", "none");
    expect(await translateX(trackOf(page))).toBe(0);
    await expectStill(trackOf(page), page);
  });

  const BREAKPOINTS = [
    [360, 2, 15],
    [480, 3, 20],
    [640, 4, 25],
    [768, 5, 30],
    [1024, 6, 35],
    [1280, 8, 40],
    [1440, 8, 40],
  ] as const;
  for (const [width, perView, gap] of BREAKPOINTS) {
    test(`at ${width} px: ${perView} slides per view, ${gap} px apart, no horizontal scroll`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto("/");
      const viewport = page.locator("#tecnologias .marquee-viewport");
      const slide = viewport.locator("li").first();
      const box = await viewport.evaluate((el) => el.clientWidth);
      const slideWidth = await slide.evaluate((el) => el.getBoundingClientRect().width);
      await expect(slide).toHaveCSS("margin-right", `${gap}px`);
      expect(Math.abs(perView * slideWidth + (perView - 1) * gap - box)).toBeLessThan(1);
      await expect(viewport).toHaveCSS("overflow-x", "hidden");
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(width);
    });
  }
});

test.describe("#contacto", () => {
  test("four channel cards open in a new tab, with their tracking labels", async ({ page }) => {
    await page.goto("/");
    const section = page.locator("#contacto");
    await expect(section.getByRole("heading", { level: 2 })).toHaveText(contactSection.title);
    const channels = section
      .getByRole("list", { name: contactSection.channelsTitle })
      .getByRole("link");
    // The spec's four channels, in its order; addresses and labels from configuration.
    const expected = [
      [contactChannels[0].title, site.email, `mailto:${site.email}`, "contact_section"],
      ["WhatsApp", site.phoneDisplay, `https://wa.me/${site.phoneDigits}`, "contact_section_demo"],
      ["Facebook", contactChannels[2].value, site.facebookUrl, null],
      ["Instagram", contactChannels[3].value, site.instagramUrl, null],
    ] as const;
    await expect(channels).toHaveCount(expected.length);
    for (const [index, [title, value, href, track]] of expected.entries()) {
      const link = channels.nth(index);
      await expect(link).toContainText(title);
      await expect(link).toContainText(value);
      await expect(link).toHaveAttribute("href", href);
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(link).toHaveAttribute("rel", "noopener noreferrer");
      await expect(link).toHaveAccessibleDescription("(se abre en una pestaña nueva)");
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
    await expect(colombia.locator("svg")).toHaveCount(1);
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
