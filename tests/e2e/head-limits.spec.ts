import { MAX_TITLE_CHARS } from "../../src/lib/seo";
import { ROUTES, expect, test } from "./fixtures";

// What validators found in the built pages: a title longer than search results show, and an
// og:url on the not-found page naming /404, itself a 404. Read from the served HTML, decoded as
// a browser reads it, for whichever company the build was made for.
const NOT_FOUND = "/esta-ruta-no-existe";

for (const route of [...ROUTES, NOT_FOUND]) {
  test(`${route}: its title is at most ${MAX_TITLE_CHARS} characters`, async ({ page }) => {
    await page.goto(route);
    const title = await page.title();
    expect(title.length).toBeGreaterThan(0);
    expect(title.length, title).toBeLessThanOrEqual(MAX_TITLE_CHARS);
  });
}

test("the not-found page has no og:url (nor a canonical); every other page has both", async ({
  page,
}) => {
  await page.goto(NOT_FOUND);
  await expect(page.locator('meta[property="og:title"]')).toHaveCount(1);
  await expect(page.locator('meta[property="og:url"]')).toHaveCount(0);
  await expect(page.locator('link[rel="canonical"]')).toHaveCount(0);
  for (const route of ROUTES) {
    await page.goto(route);
    const canonical = await page.locator('link[rel="canonical"]').getAttribute("href");
    await expect(page.locator('meta[property="og:url"]')).toHaveAttribute(
      "content",
      canonical ?? "",
    );
  }
});
