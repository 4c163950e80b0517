import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect, renderDeferredSections, scrollToY, test } from "./fixtures";

const LAB = "/verticelab";
const PHONE_DIGITS = "573000000000";

const PHASES = {
  Preanalítica: [
    "Ingreso de órdenes",
    "Gestión de pacientes",
    "Cotizaciones",
    "Agendas y horarios",
    "Recepción de muestras",
    "Códigos de barras",
    "Trazabilidad de muestras",
  ],
  Analítica: [
    "Conexión con analizadores",
    "Ingreso de resultados",
    "Procesamiento de muestras",
    "Etiquetas con código de barras",
    "Control de calidad",
    "Validación de resultados",
  ],
  Postanalítica: [
    "Validación técnica",
    "Informes detallados",
    "Envío de resultados por correo",
    "Portal de pacientes",
    "Estadísticas",
  ],
} as const;

/** The gtag queue as plain arrays (each entry is an `arguments` object). */
async function dataLayerEntries(page: Page): Promise<unknown[][]> {
  return page.evaluate(() => {
    const queue = (window as unknown as { dataLayer?: ArrayLike<unknown>[] }).dataLayer ?? [];
    return Array.from(queue, (entry) => Array.from(entry));
  });
}

test("the fixed top bar links home and to the contact section", async ({ page }) => {
  await page.goto(LAB);
  const header = page.getByRole("banner");
  await expect(header.getByRole("link", { name: "Volver al inicio" })).toHaveAttribute("href", "/");
  const cta = header.getByRole("link", { name: "Solicitar Demo", exact: true });
  await expect(cta).toHaveAttribute("href", "#contacto");
  await expect(header).toHaveCSS("position", "fixed");
  await scrollToY(page, 3000);
  await expect(header).toBeInViewport();
  await expect.poll(async () => (await header.boundingBox())?.y).toBe(0);
  await cta.click();
  await expect(page).toHaveURL(/#contacto$/);
  await expect(page.locator("#contacto-titulo")).toBeInViewport();
});

test("hero: names the product, links to the demo and the phases, shows the dashboard", async ({
  page,
}) => {
  await page.goto(LAB);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("VérticeLab");
  const main = page.getByRole("main");
  await expect(main.getByRole("link", { name: "Solicitar Demo Gratuita" })).toHaveAttribute(
    "href",
    "#contacto",
  );
  const phasesLink = main.getByRole("link", { name: "Ver Fases del Sistema" });
  await expect(phasesLink).toHaveAttribute("href", "#fases");
  for (const id of ["#fases", "#features", "#contacto"])
    await expect(page.locator(id)).toHaveCount(1);

  const dashboard = main.getByRole("img", { name: /panel de VérticeLab/ });
  for (const label of ["Órdenes", "Análisis", "Resultados", "Entrega"])
    await expect(dashboard).toContainText(label);

  await phasesLink.click();
  await expect(page).toHaveURL(/#fases$/);
  await expect(page.getByRole("heading", { name: "Preanalítica" })).toBeInViewport();
});

test("#fases: each of the three phases lists all its modules", async ({ page }) => {
  await page.goto(LAB);
  const phases = page.locator("#fases").getByRole("article");
  await expect(phases).toHaveCount(3);
  for (const [title, modules] of Object.entries(PHASES)) {
    const phase = page.getByRole("article", { name: title, exact: true });
    await expect(phase.getByRole("heading", { level: 3 })).toHaveText(title);
    await expect(
      phase.getByRole("list", { name: `Módulos: ${title}` }).getByRole("listitem"),
    ).toHaveText([...modules]);
  }
});

test("#features: nine cards, covering the spec's features", async ({ page }) => {
  await page.goto(LAB);
  const cards = page.locator("#features").getByRole("listitem");
  await expect(cards).toHaveCount(9);
  for (const card of await cards.all()) {
    await expect(card.getByRole("heading", { level: 3 })).not.toBeEmpty();
    await expect(card.locator("p")).toHaveText(/.{60,}/);
    await expect(card.locator("svg[aria-hidden='true']")).toHaveCount(1);
  }
  for (const topic of [
    /facturación.*CRM.*HIS.*LIS/s,
    /caja/i,
    /Permisos por rol/,
    /Adjuntos por muestra/,
    /cualquier dispositivo/,
    /Levey-Jennings/,
    /Westgard/,
    /analizadores/,
  ])
    await expect(page.locator("#features")).toContainText(topic);
});

test("laboratory types: private clinical, hospital and veterinary", async ({ page }) => {
  await page.goto(LAB);
  const section = page.getByRole("region", { name: "Se adapta a tu tipo de laboratorio" });
  await expect(section.getByRole("heading", { level: 3 })).toHaveText([
    "Laboratorio clínico privado",
    "Laboratorio hospitalario",
    "Laboratorio veterinario",
  ]);
  await expect(
    section.getByRole("listitem").filter({ hasText: "Laboratorio veterinario" }),
  ).toContainText("especies y razas");
});

test("custom development offers software built to measure and leads to contact", async ({
  page,
}) => {
  await page.goto(LAB);
  const section = page.locator("#desarrollo-a-medida");
  await expect(section.getByRole("heading", { level: 2 })).toBeVisible();
  await expect(section.getByRole("heading", { level: 3 })).toHaveCount(2);
  await expect(section.getByRole("link", { name: "Cuéntanos tu proyecto" })).toHaveAttribute(
    "href",
    "#contacto",
  );
});

test("#contacto: WhatsApp with a prefilled demo request, phone and e-mail", async ({ page }) => {
  await page.goto(LAB);
  const contact = page.locator("#contacto");
  const whatsapp = contact.getByRole("link", { name: "Solicitar demo por WhatsApp" });
  const href = (await whatsapp.getAttribute("href")) ?? "";
  const url = new URL(href);
  expect(`${url.origin}${url.pathname}`).toBe(`https://wa.me/${PHONE_DIGITS}`);
  const message = url.searchParams.get("text") ?? "";
  expect(message).toContain("VérticeLab");
  expect(message).toMatch(/demo/i);
  await expect(whatsapp).toHaveAttribute("data-track", "contact_section_demo");
  await expect(whatsapp).toHaveAttribute("target", "_blank");
  await expect(whatsapp).toHaveAttribute("rel", "noopener noreferrer");
  await expect(whatsapp).toHaveAccessibleDescription("(se abre en una pestaña nueva)");

  await expect(contact.getByRole("link", { name: /\+57 300 000 0000/ })).toHaveAttribute(
    "href",
    `tel:+${PHONE_DIGITS}`,
  );
  const email = contact.getByRole("link", { name: /contacto@example\.com/ });
  await expect(email).toHaveAttribute("href", /^mailto:contacto@example\.com(\?subject=.+)?$/);
  await expect(email).toHaveAttribute("data-track", "contact_section");
});

test("the demo box says what the demo includes", async ({ page }) => {
  await page.goto(LAB);
  const box = page.locator("#contacto").getByRole("region", { name: "¿Qué incluye la demo?" });
  await expect(box).toBeVisible();
  const items = box.getByRole("listitem");
  expect(await items.count()).toBeGreaterThanOrEqual(4);
  await expect(items.filter({ hasText: "tres fases" })).toHaveCount(1);
  await expect(items.filter({ hasText: "analizadores" })).toHaveCount(1);
  await expect(items.filter({ hasText: "cotización" })).toHaveCount(1);
});

test.describe("Preguntas frecuentes", () => {
  test("at least six questions that open and close with a click", async ({ page }) => {
    await page.goto(LAB);
    const faq = page.getByRole("region", { name: "Preguntas frecuentes" });
    const items = faq.locator("details");
    expect(await items.count()).toBeGreaterThanOrEqual(6);
    const first = items.first();
    const answer = first.locator("p");
    await expect(answer).toBeHidden();
    await first.locator("summary").click();
    await expect(first).toHaveAttribute("open", "");
    await expect(answer).toBeVisible();
    await expect(answer).toContainText("analizadores");
    await first.locator("summary").click();
    await expect(answer).toBeHidden();
  });

  test("opens and closes from the keyboard", async ({ page }) => {
    await page.goto(LAB);
    const item = page.locator("details").filter({ hasText: "veterinarios" });
    const summary = item.locator("summary");
    await summary.focus();
    await expect(summary).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(item.locator("p")).toBeVisible();
    await expect(item.locator("p")).toContainText("especies y razas");
    await page.keyboard.press("Space");
    await expect(item.locator("p")).toBeHidden();
  });

  test("works with JavaScript off", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(LAB);
    const item = page.locator("details").filter({ hasText: "HIS" }).first();
    await item.locator("summary").click();
    await expect(item.locator("p")).toBeVisible();
    await context.close();
  });
});

test("the footer links to the legal pages and home", async ({ page }) => {
  await page.goto(LAB);
  const footer = page.getByRole("contentinfo");
  await expect(footer.getByRole("link", { name: "Política de Privacidad" })).toHaveAttribute(
    "href",
    "/privacy-policy",
  );
  await expect(footer.getByRole("link", { name: "Términos y Condiciones" })).toHaveAttribute(
    "href",
    "/terms-of-service",
  );
  await expect(footer.getByRole("link", { name: "Inicio", exact: true })).toHaveAttribute(
    "href",
    "/",
  );
});

test("the contact WhatsApp link sends contact_section_demo to the dataLayer", async ({ page }) => {
  await page.context().route("https://wa.me/**", (route) => route.abort());
  await page.goto(LAB);
  const popup = page.waitForEvent("popup");
  await page
    .locator("#contacto")
    .getByRole("link", { name: "Solicitar demo por WhatsApp" })
    .click();
  await (await popup).close();
  const entries = await dataLayerEntries(page);
  const params = { event_category: "Contact", event_label: "contact_section_demo" };
  expect(entries).toContainEqual(["event", "whatsapp_click", params]);
  expect(entries).toContainEqual(["event", "whatsapp_contact", params]);
});

test("the contact e-mail link sends email_click with label contact_section", async ({ page }) => {
  await page.goto(LAB);
  // Keep the browser from handing mailto: to the system; the analytics listener runs first.
  await page.evaluate(() =>
    document.addEventListener("click", (event) => {
      if ((event.target as Element).closest('a[href^="mailto:"]')) event.preventDefault();
    }),
  );
  await page
    .locator("#contacto")
    .getByRole("link", { name: /contacto@example\.com/ })
    .click();
  const entries = await dataLayerEntries(page);
  expect(entries).toContainEqual([
    "event",
    "email_click",
    { event_category: "Contact", event_label: "contact_section" },
  ]);
});

for (const width of [360, 768, 1440]) {
  test(`no horizontal scroll at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(LAB);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBe(0);
  });
}

test("no axe violations with every section shown and every answer open", async ({ page }) => {
  // Reduced motion leaves nothing waiting for the scroll reveal, so axe checks every colour.
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.goto(LAB);
  await renderDeferredSections(page);
  await page.locator("details").evaluateAll((items) => {
    for (const item of items) item.setAttribute("open", "");
  });
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"])
    .analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.length}`)).toEqual([]);
});
