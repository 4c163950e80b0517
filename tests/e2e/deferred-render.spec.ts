import { expect, test } from "./fixtures";

/** app/islands/deferred-render.ts: off-screen sections skip rendering only until the page settles. */
const deferred = "[data-defer-render]";

for (const route of ["/", "/verticelab"]) {
  test(`${route}: sections below the first screen start deferred and are all rendered once the page settles`, async ({
    page,
  }) => {
    await page.goto(route);
    const sections = page.locator("main section[aria-labelledby]");
    expect(await sections.count()).toBeGreaterThan(3);
    // No interaction: the page releases them by itself, one idle period at a time.
    await expect(page.locator(deferred)).toHaveCount(0, { timeout: 10_000 });
    for (const section of await sections.all()) {
      await expect(section).toHaveCSS("content-visibility", "visible");
    }
  });
}

test("the deferred sections really skip rendering while off screen", async ({ page }) => {
  // Keep the page from settling (no idle time ever comes) to see the deferred state.
  await page.addInitScript(() => {
    window.requestIdleCallback = () => 0;
  });
  await page.goto("/");
  const contact = page.locator("#contacto");
  await expect(contact).toHaveAttribute("data-defer-render", "");
  await expect(contact).toHaveCSS("content-visibility", "auto");
  // The hero, the first screen, is never deferred.
  await expect(page.locator("#inicio")).not.toHaveAttribute("data-defer-render");
});

test("with JavaScript off nothing is deferred", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/");
  await expect(page.locator("#contacto")).toHaveCSS("content-visibility", "visible");
  await context.close();
});
