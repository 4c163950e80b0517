/**
 * `npm run dev` as a maintainer uses it, whatever framework is behind it: started with `PORT`, it
 * answers on that port, the home page becomes interactive with a clean console, unknown paths get
 * the 404 page, every file the page links to answers, and each kind of edit reaches the open page
 * by itself (hot update or automatic full reload, never `page.reload()`): a content file an island
 * also imports, a configuration default, a component, an island component (hot, keeping its
 * state) and a stylesheet. The server runs in a copy of the project (tests/e2e/dev-server.ts).
 */
import { hero } from "~/content/hero";
import { notFoundContent } from "~/content/not-found";
import { SITEMAP } from "~/config/route-paths";
import { mailtoUrl } from "~/lib/contact-links";
import { spriteProblems } from "../shared/page-checks";
import {
  countNavigations,
  expectIslandHydrated,
  expectServerRenders,
  openHome,
  startDevServer,
  devOrigin,
  DEV_PORT,
  UPDATE_TIMEOUT_MS,
  type DevServer,
} from "./dev-server";
import { scaled } from "../time-scale";
import { escapeHtml, expect, scrollToY, test } from "./fixtures";

/** The hero's code terminal: an island that imports src/content/hero.ts. */
const HERO_TERMINAL = "[data-island='HeroTerminal'] > *";
/** The marquee's pause button: an island whose state shows in an attribute. */
const MARQUEE_TOGGLE = "[data-island='MarqueeToggle'] > button";
/** Console warnings a dev server prints by design, each with its reason. None so far. */
const DEV_NOTICES: { pattern: RegExp; reason: string }[] = [];

let server: DevServer;
/** The open page's console warnings, apart from DEV_NOTICES; errors go to consoleErrors. */
let warnings: string[] = [];

test.describe.configure({ mode: "default", timeout: scaled(120_000) });
test.use({ baseURL: devOrigin, viewport: { width: 375, height: 740 } });

test.beforeAll(async () => {
  test.setTimeout(scaled(150_000));
  // The company data the spec edits must not be overridden by the environment.
  server = await startDevServer({ SITE_EMAIL: undefined, SITE_COMPANY_DIR: undefined });
});

test.afterAll(async () => server?.stop());

test.afterEach(async ({}, testInfo) => {
  if (testInfo.status !== testInfo.expectedStatus)
    await testInfo.attach("npm run dev output", {
      body: server.output(),
      contentType: "text/plain",
    });
});

test.beforeEach(async ({ page }) => {
  warnings = [];
  page.on("console", (message) => {
    const text = message.text();
    if (message.type() === "warning" && !DEV_NOTICES.some(({ pattern }) => pattern.test(text)))
      warnings.push(text);
  });
});

test.afterEach(() => {
  expect(warnings, "console warnings").toEqual([]);
});

test("answers on PORT with an interactive home page and a clean console", async ({ page }) => {
  const response = await openHome(page);
  expect(response?.status()).toBe(200);
  expect(new URL(page.url()).port).toBe(String(DEV_PORT));
  // The dev sprite holds what the rendered page draws, state icons included.
  await expect.poll(() => page.evaluate(spriteProblems, true)).toEqual([]);

  const header = page.getByRole("banner");
  await expect(header).toHaveAttribute("data-scrolled", "false");
  await scrollToY(page, 400);
  await expect(header).toHaveAttribute("data-scrolled", "true");
  await scrollToY(page, 0);

  const toggle = page.locator("[aria-controls='menu-movil']");
  await toggle.click();
  await expect(toggle).toHaveAttribute("aria-expanded", "true");
  await page.locator("#menu-movil").getByRole("link").nth(2).click();
  await expect(page.locator("#menu-movil")).toBeHidden();
  await expect(toggle).toHaveAttribute("aria-expanded", "false");

  // An island in view hydrates (React, Fast Refresh and the islands runtime all load in dev).
  await expectIslandHydrated(page, "[data-island] > *");
});

test("an unknown path answers 404 with the not-found page", async ({ page }) => {
  const response = await page.goto("/esta-ruta-no-existe");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(notFoundContent.title);
});

test("every file the page links to answers, with its own type", async ({ page, request }) => {
  await page.goto("/");
  const linked = await page.evaluate(() => [
    ...[...document.querySelectorAll<HTMLLinkElement>("head link[href]")]
      .filter((link) => link.rel !== "preload" && link.rel !== "stylesheet")
      .map((link) => link.href),
    document.querySelector<HTMLMetaElement>("meta[property='og:image']")?.content ?? "",
  ]);
  // The dev server is a preview: its robots.txt keeps crawlers out, and names no sitemap.
  const robots = await request.get("/robots.txt");
  expect(robots.status()).toBe(200);
  expect(await robots.text()).toContain("Disallow: /");
  const sitemap = `/${SITEMAP}`;
  const manifest = await (await request.get("/site.webmanifest")).json();
  const icons = (manifest as { icons: { src: string }[] }).icons.map((icon) => icon.src);
  // Canonical and social URLs name the configured origin: ask the dev server for their path.
  const paths = [...linked, sitemap, ...icons, "/favicon.ico"].map(
    (url) => new URL(url, devOrigin),
  );
  expect(paths.length).toBeGreaterThan(8);
  for (const { pathname } of paths) {
    const response = await request.get(pathname);
    expect(response.status(), pathname).toBe(200);
    if (pathname !== "/") expect(response.headers()["content-type"], pathname).not.toMatch(/html/);
  }
});

test("content an island also imports: an edited headline reaches the open page", async ({
  page,
}) => {
  await openHome(page);
  // The browser loads the island's code, so hero.ts is now a module of the page as well.
  await expectIslandHydrated(page, HERO_TERMINAL);
  const edited = "Titular editado por la prueba del servidor de desarrollo";
  server.edit("src/content/hero.ts", JSON.stringify(hero.title), JSON.stringify(edited));

  await expectServerRenders(escapeHtml(edited));
  await expect(page.getByRole("heading", { level: 1 }), "without page.reload()").toHaveText(
    edited,
    { timeout: UPDATE_TIMEOUT_MS },
  );
});

test("an edit of the company's data reaches the open page", async ({ page }) => {
  await openHome(page);
  const edited = "ventas.prueba@example.com";
  const schema = '"$schema": "./company.schema.json"';
  server.edit("company/company.json", schema, `${schema}, "email": "${edited}"`);

  await expectServerRenders(mailtoUrl(edited));
  await expect(
    page.locator(`a[href='${mailtoUrl(edited)}']`).first(),
    "without page.reload()",
  ).toBeAttached({ timeout: UPDATE_TIMEOUT_MS });
});

test("an edited component reaches the open page", async ({ page }) => {
  await openHome(page);
  const mark = `edit-${Date.now()}`;
  server.edit(
    "src/components/layout/site-header.tsx",
    "<header",
    `<header data-dev-edit="${mark}"`,
  );

  await expectServerRenders(`data-dev-edit="${mark}"`);
  await expect(page.getByRole("banner"), "without page.reload()").toHaveAttribute(
    "data-dev-edit",
    mark,
    { timeout: UPDATE_TIMEOUT_MS },
  );
});

test("an edited island component updates in place and keeps its state", async ({ page }) => {
  await openHome(page);
  await expectIslandHydrated(page, MARQUEE_TOGGLE);
  const toggle = page.locator(MARQUEE_TOGGLE);
  await toggle.click();
  await expect(toggle).toHaveAttribute("data-marquee-state", "paused");
  const navigations = countNavigations(page);
  const mark = `edit-${Date.now()}`;
  server.edit(
    "src/components/ui/marquee-toggle.tsx",
    "data-marquee-state={state}",
    `data-marquee-state={state}\n      data-dev-edit="${mark}"`,
  );

  await expect(toggle, "a hot update").toHaveAttribute("data-dev-edit", mark, {
    timeout: UPDATE_TIMEOUT_MS,
  });
  await expect(toggle, "the island kept its state").toHaveAttribute("data-marquee-state", "paused");
  expect(navigations(), "no reload").toBe(0);
  await expectServerRenders(`data-dev-edit="${mark}"`);
});

test("an edited stylesheet reaches the open page", async ({ page }) => {
  await openHome(page);
  const rule = `body { --dev-edit: ${Date.now()}; }`;
  const tailwind = '@import "tailwindcss" theme(inline);';
  server.edit("src/styles/app.css", tailwind, `${tailwind}\n${rule}`);

  const property = () =>
    page.evaluate(() => getComputedStyle(document.body).getPropertyValue("--dev-edit").trim());
  await expect
    .poll(property, { timeout: UPDATE_TIMEOUT_MS, message: "without page.reload()" })
    .toBe(rule.replace(/^.*: (\d+);.*$/, "$1"));
});
