import { labPath } from "../../app/config/site";
import { expect, scrollToY, test } from "./fixtures";

/** app/islands/deferred-render.ts: off-screen sections skip rendering until they are needed. */
const deferred = "[data-defer-render]";

for (const route of ["/", labPath]) {
  test(`${route}: sections below the first screen skip rendering while off screen, never the first screen`, async ({
    page,
  }) => {
    await page.goto(route);
    await page.waitForLoadState("networkidle");
    const contact = page.locator("#contacto");
    await expect(contact).toHaveAttribute("data-defer-render", "");
    await expect(contact).toHaveCSS("content-visibility", "auto");
    await expect(page.locator(`main > :first-child${deferred}`)).toHaveCount(0);
  });
}

test("a deferred section renders with its real height once scrolled to", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto("/");
  const sectors = page.locator("#sectores");
  await sectors.evaluate((section) => section.scrollIntoView({ behavior: "instant" }));
  // 1000 px is only the placeholder height; the real section (12 portfolio items) is taller.
  await expect
    .poll(() => sectors.evaluate((section) => section.getBoundingClientRect().height))
    .toBeGreaterThan(1500);
  await expect(sectors.getByRole("heading", { level: 2 })).toBeVisible();
});

test("once the visitor starts scrolling, every section gets rendered for good", async ({
  page,
}) => {
  await page.goto("/");
  await page.waitForLoadState("networkidle");
  await expect(page.locator(deferred)).not.toHaveCount(0);
  await page.mouse.wheel(0, 200);
  await expect(page.locator(deferred)).toHaveCount(0);
});

test("following an in-page link renders every section first", async ({ page }) => {
  await page.goto("/");
  await expect(page.locator(deferred)).not.toHaveCount(0);
  await page.getByRole("link", { name: "Descubre más" }).click();
  await expect(page.locator(deferred)).toHaveCount(0);
});

test("a page opened on a fragment renders every section and shows that one", async ({ page }) => {
  await page.goto("/#contacto");
  await expect(page.locator(deferred)).toHaveCount(0);
  await expect
    .poll(() =>
      page
        .locator("#contacto")
        .evaluate((section) => Math.round(section.getBoundingClientRect().top)),
    )
    .toBe(80);
});

test("a reload keeps the visitor where they were", async ({ page }) => {
  await page.goto("/");
  await scrollToY(page, 6000);
  // The scroll renders every section, one per idle period; the visitor reads the settled page.
  await expect(page.locator(deferred)).toHaveCount(0);
  const heading = page.getByRole("heading", { level: 2, name: "Nuestra Experiencia" });
  await heading.evaluate((element) => element.scrollIntoView({ behavior: "instant" }));
  const before = await page.evaluate(() => window.scrollY);
  await page.reload();
  await expect(page.locator(deferred)).toHaveCount(0);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(before);
  await expect(heading).toBeInViewport();
});

test("without JavaScript, and in print, nothing is deferred", async ({ browser, page }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const noScript = await context.newPage();
  await noScript.goto("/");
  await expect(noScript.locator("#contacto")).toHaveCSS("content-visibility", "visible");
  await context.close();

  await page.emulateMedia({ media: "print" });
  await page.goto("/");
  await expect(page.locator("#contacto")).toHaveCSS("content-visibility", "visible");
});
