import type { Locator, Page } from "@playwright/test";
import { contactChannels, contactSection } from "~/content/contact";
import { experienceStats } from "~/content/sectors";
import { services } from "~/content/services";
import { expect, scrollToY, test, waitForHydration } from "./fixtures";

/** Example configuration values (app/config/site.ts defaults). */
const EMAIL = "contacto@example.com";
const WHATSAPP = "https://wa.me/573000000000";

/** Item text ends with the name (a monogram may stand before it, as for Power BI). */
function endingWith(name: string): RegExp {
  return new RegExp(`${name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`);
}

async function scrollIntoSection(page: Page, id: string): Promise<void> {
  const top = await page
    .locator(`#${id}`)
    .evaluate((el) => el.getBoundingClientRect().top + window.scrollY);
  await scrollToY(page, top);
}

test.describe("#servicios", () => {
  const SERVICES = [
    {
      title: services[0].title,
      description: /WhatsApp, a tu sitio web y a todos tus canales/,
      features: [
        "Integración WhatsApp",
        "IA Conversacional",
        "Soporte 24/7",
        "Analytics Avanzados",
      ],
      href: "#contacto",
    },
    {
      title: services[1].title,
      description: /software escalable alrededor de tus procesos/,
      features: [
        "Desarrollo a Medida",
        "Arquitectura Escalable",
        "Metodologías Ágiles",
        "Soporte Continuo",
      ],
      href: "#contacto",
    },
    {
      title: services[2].title,
      description: /analizadores, al HIS y a tus sistemas de calidad/,
      features: [
        "Gestión Completa",
        "Integración HIS",
        "Control de Calidad",
        "Reportes Automáticos",
      ],
      href: "/verticelab",
    },
  ] as const;

  test("three cards with title, description, features, link and staggered reveal", async ({
    page,
  }) => {
    await page.goto("/");
    const section = page.locator("#servicios");
    await expect(section.getByRole("heading", { level: 2 })).toHaveText("Nuestros Servicios");
    const cards = section.locator("article");
    await expect(cards).toHaveCount(3);
    for (const [index, service] of SERVICES.entries()) {
      const card = cards.nth(index);
      await expect(card.getByRole("heading", { level: 3 })).toHaveText(service.title);
      await expect(card).toContainText(service.description);
      await expect(card.getByRole("listitem")).toHaveText([...service.features]);
      const link = card.getByRole("link", { name: `Conocer más sobre ${service.title}` });
      await expect(link).toHaveAttribute("href", service.href);
      await expect(link).not.toHaveAttribute("target", /.+/);
      await expect(card).toHaveAttribute("data-reveal");
      await expect(card).toHaveCSS("transition-delay", `${index * 0.1}s`);
    }
    const cta = section.getByRole("link", { name: "Solicitar Consulta Gratuita" });
    await expect(cta).toHaveAttribute("href", "#contacto");
    await expect(page.locator("#contacto")).toHaveCount(1);
  });

  test("a 'contact' card scrolls to #contacto", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("link", { name: /Conocer más sobre Chatbot/ }).click();
    await expect(page).toHaveURL(/#contacto$/);
    await expect(page.locator("#contacto-titulo")).toBeInViewport();
  });

  test("the 'page' card opens the lab route at the top", async ({ page }) => {
    await page.goto("/");
    await scrollIntoSection(page, "servicios");
    await page.getByRole("link", { name: /Conocer más sobre VérticeLab/ }).click();
    await page.waitForURL("**/verticelab");
    expect(new URL(page.url()).pathname).toBe("/verticelab");
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("VérticeLab");
  });
});

test.describe("#sectores", () => {
  test("7 sectors, 12 solution types with categories and the four figures", async ({ page }) => {
    await page.goto("/");
    const section = page.locator("#sectores");
    await expect(section.getByRole("heading", { level: 2 })).toHaveText("Nuestra Experiencia");
    const sectorList = section.getByRole("list").first();
    await expect(sectorList.getByRole("listitem")).toHaveText([
      "Salud",
      "Bancario",
      "Restaurantes",
      "Automotriz",
      "Transporte y Logística",
      "Cines",
      "Tecnología y Software",
    ]);
    await expect(sectorList.locator("svg[aria-hidden='true']")).toHaveCount(7);

    const portfolio = [
      ["Chatbots inteligentes", "IA"],
      ["Análisis de sentimientos", "Análisis"],
      ["Tiendas en línea", "E-commerce"],
      ["Sistemas administrativos internos", "Gestión"],
      ["Plataformas de seguimiento de carga", "Logística"],
      ["Controladores de robots", "IoT"],
      ["Páginas web institucionales", "Web"],
      ["Soluciones personalizadas a medida", "Custom"],
      ["Integraciones con sistemas existentes", "Integración"],
      ["Automatización de procesos", "Automatización"],
      ["Aplicaciones de soporte técnico", "Soporte"],
      ["Software para laboratorios clínicos", "Salud"],
    ] as const;
    const items = section.getByRole("list").nth(1).getByRole("listitem");
    await expect(items).toHaveCount(12);
    for (const [index, [name, category]] of portfolio.entries()) {
      await expect(items.nth(index)).toContainText(name);
      await expect(items.nth(index).locator("[data-category]")).toHaveText(category);
      await expect(items.nth(index)).toContainText(`Categoría: ${category}`);
    }

    await expect(
      section.getByRole("heading", { name: "Números que Hablan por Nosotros" }),
    ).toBeVisible();
    const stats = section.locator("[data-stat]");
    const figures = experienceStats.map((stat) => [stat.number, stat.label] as const);
    await expect(stats).toHaveCount(4);
    for (const [index, [figure, label]] of figures.entries()) {
      await expect(stats.nth(index).locator("dd")).toHaveText(figure);
      await expect(stats.nth(index).locator("dt")).toHaveText(label);
    }
  });
});

test.describe("#tecnologias", () => {
  const CATEGORIES = {
    Frontend: ["React", "React Native", "Tailwind CSS", "Bootstrap", "Material UI"],
    Backend: [".NET", "Node.js", "Meta API", "Twilio"],
    "Bases de Datos": ["PostgreSQL", "SQL Server", "MySQL"],
    "Cloud & DevOps": ["Microsoft Azure", "Azure DevOps", "AWS", "Docker", "GitHub"],
    Herramientas: ["WordPress", "WooCommerce", "Power BI"],
  } as const;
  const ALL = Object.values(CATEGORIES).flat();

  test("five category cards with real logos and names, and the CTA", async ({ page }) => {
    await page.goto("/");
    const section = page.locator("#tecnologias");
    for (const [title, techs] of Object.entries(CATEGORIES)) {
      const card = section.locator("article", { has: page.getByRole("heading", { name: title }) });
      await expect(card.getByRole("listitem")).toHaveText(techs.map(endingWith));
    }
    const logos = section.locator("article img");
    await expect(logos).toHaveCount(ALL.length - 1); // Power BI: text monogram
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
      .toBe(ALL.length - 1);
    await expect(section.getByRole("link", { name: "Consultar Tecnología" })).toHaveAttribute(
      "href",
      "#contacto",
    );
  });
});

test.describe("technology carousel", () => {
  const ALL = [
    ...["React", "React Native", "Tailwind CSS", "Bootstrap", "Material UI"],
    ...[".NET", "Node.js", "Meta API", "Twilio", "PostgreSQL", "SQL Server", "MySQL"],
    ...["Microsoft Azure", "Azure DevOps", "AWS", "Docker", "GitHub"],
    ...["WordPress", "WooCommerce", "Power BI"],
  ];
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
    await expect(section.getByRole("heading", { level: 2 })).toHaveText("¡Contáctanos Hoy!");
    const channels = section.getByRole("list", { name: "Canales de contacto" }).getByRole("link");
    const expected = [
      [contactChannels[0].title, EMAIL, `mailto:${EMAIL}`, "contact_section"],
      ["WhatsApp", "+57 300 000 0000", WHATSAPP, "contact_section_demo"],
      ["Facebook", "facebook.com/example", "https://www.facebook.com/example", null],
      ["Instagram", "instagram.com/example", "https://www.instagram.com/example", null],
    ] as const;
    await expect(channels).toHaveCount(4);
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

    await expect(section.getByRole("heading", { name: "Ubicación Principal" })).toBeVisible();
    for (const text of [
      "Medellín, Colombia",
      "Centro de Innovación y Tecnología",
      "Servicios disponibles globalmente",
    ])
      await expect(section.getByText(text, { exact: true })).toBeVisible();

    await expect(section.getByRole("heading", { name: "¿Listo para comenzar?" })).toBeVisible();
    const consult = section.getByRole("link", { name: "Consulta Gratuita" });
    await expect(consult).toHaveAttribute("href", new RegExp(`^${WHATSAPP}\\?text=Hola`));
    await expect(consult).toHaveAttribute("target", "_blank");
    await expect(consult).toHaveAttribute("rel", "noopener noreferrer");
    await expect(consult).toHaveAttribute("data-track", "contact_section_demo");
  });

  test("Presencia Internacional: Colombia active, seven countries inactive", async ({ page }) => {
    await page.goto("/");
    const section = page.locator("#contacto");
    await expect(section.getByRole("heading", { name: "Presencia Internacional" })).toBeVisible();
    await expect(section.getByText("Expandiendo globalmente")).toBeVisible();
    const countries = section.locator("[data-country]");
    await expect(countries).toHaveCount(8);
    const colombia = section.locator("[data-country='CO']");
    await expect(colombia).toHaveAttribute("data-active", "true");
    await expect(colombia).toHaveText(`Colombia: ${contactSection.presence.activeStatus}`);
    await expect(colombia.locator("span.bg-emerald-500")).toBeVisible();
    await expect(colombia.locator("svg")).toHaveCount(1);
    const others = [
      "Argentina",
      "Uruguay",
      "Costa Rica",
      "España",
      "Estados Unidos",
      "Perú",
      "Panamá",
    ];
    const inactive = section.locator("[data-country][data-active='false']");
    await expect(inactive).toHaveText(
      others.map((name) => `${name}: ${contactSection.presence.inactiveStatus}`),
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
    await expect(names).toHaveCount(8);
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
  /** The gtag queue as plain arrays: entries are `arguments` objects. */
  const events = (page: Page) =>
    page.evaluate(() =>
      (window.dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>)),
    );

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
        page.locator("#contacto").getByRole("link", { name: "Consulta Gratuita" }),
        "whatsapp",
        "contact_section_demo",
      ],
      [page.getByRole("link", { name: "Chat por WhatsApp" }), "whatsapp", "floating_button"],
      [page.getByRole("contentinfo").getByRole("link", { name: EMAIL }), "email", "footer"],
    ] as const;
    for (const [link, kind, label] of clicks) {
      const before = (await events(page)).length;
      await link.click();
      const params = { event_category: "Contact", event_label: label };
      await expect
        .poll(async () => (await events(page)).slice(before))
        .toEqual([
          ["event", `${kind}_click`, params],
          ["event", `${kind}_contact`, params],
        ]);
    }
    expect(new URL(page.url()).pathname).toBe("/");
  });
});
