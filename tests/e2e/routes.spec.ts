import { labPath, site } from "../../src/config/site";
import { hero } from "../../src/content/hero";
import { notFoundContent } from "../../src/content/not-found";
import { ROUTES, escapeHtml, expect, test } from "./fixtures";

/** The h1 of each route: content and configuration; the legal titles are the spec's. */
const H1: Record<(typeof ROUTES)[number], string> = {
  "/": hero.title,
  [labPath]: site.labProductName,
  "/privacy-policy": "Política de Privacidad",
  "/terms-of-service": "Términos y Condiciones",
};

for (const route of ROUTES) {
  test(`${route} is prerendered: status 200, its own title and content in the HTML @smoke`, async ({
    request,
  }) => {
    const response = await request.get(route);
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toContain("text/html");
    const html = await response.text();
    expect(html).toContain('<html lang="es-CO">');
    expect(html).toMatch(/<title>[^<]{10,}<\/title>/);
    expect(html).toMatch(/<meta name="description" content="[^"]{100,}"/);
    expect(html).toContain(escapeHtml(H1[route] ?? "(missing)"));
    expect(html.match(/<h1[\s>]/g)).toHaveLength(1);
  });

  test(`${route} is complete and readable with JavaScript off @smoke`, async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(route);
    await expect(page.getByRole("heading", { level: 1 })).toContainText(H1[route] ?? "(missing)");
    await expect(page.getByRole("main")).toBeVisible();
    await context.close();
  });
}

test("titles are unique across routes @smoke", async ({ request }) => {
  const titles = await Promise.all(
    ROUTES.map(
      async (route) => /<title>([^<]+)<\/title>/.exec(await (await request.get(route)).text())?.[1],
    ),
  );
  expect(new Set(titles).size).toBe(ROUTES.length);
});

test("an unknown path answers 404 with the Spanish not-found page @smoke", async ({
  page,
  request,
}) => {
  const response = await request.get("/esta-ruta-no-existe");
  expect(response.status()).toBe(404);
  expect(await response.text()).toContain("Página no encontrada");
  expect((await request.get("/404")).status()).toBe(404);

  await page.goto("/otra/ruta/inexistente");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Página no encontrada");
  for (const link of notFoundContent.links) {
    await expect(page.getByRole("link", { name: link.name })).toHaveAttribute("href", link.href);
  }
  expect(notFoundContent.links.map((link) => link.href)).toEqual(["/", labPath]); // home and lab
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
});

test("hashed assets are cached for a year and served compressed @smoke", async ({ request }) => {
  const html = await (await request.get("/")).text();
  const css = /href="(\/assets\/[^"]+\.css)"/.exec(html)?.[1];
  expect(css).toBeTruthy();
  const response = await request.get(css ?? "", { headers: { "Accept-Encoding": "br, gzip" } });
  expect(response.headers()["cache-control"]).toContain("immutable");
  expect(response.headers()["content-encoding"]).toMatch(/br|gzip/);
  expect(response.headers()["content-type"]).toContain("text/css");
});
