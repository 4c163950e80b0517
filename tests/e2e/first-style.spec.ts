/**
 * The stylesheet's first application starts no transition (src/styles/app.css, --settled): with
 * the stylesheet held back, the parser runs on (nothing in the head blocks it) and the browser
 * may style the first elements with its defaults; when the stylesheet then arrives, no element
 * may transition from those defaults (a link from #0000ee to white on the navy hero).
 */
import { expect, test } from "./fixtures";

test("no element transitions when the late stylesheet first applies", async ({ page }) => {
  await page.addInitScript(() => {
    const runs: string[] = [];
    (window as { __runs?: string[] }).__runs = runs;
    document.addEventListener("transitionrun", (event) => {
      const target = event.target as Element;
      runs.push(`${target.tagName}.${target.className} ${event.propertyName}`);
    });
  });
  await page.route(/\.css$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 800));
    await route.continue();
  });
  await page.goto("/", { waitUntil: "load" });
  // The first style is applied; transitions are back on a moment later (not an empty page).
  await expect
    .poll(() =>
      page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue("--settled")),
    )
    .toBe("1");
  expect(await page.evaluate(() => (window as { __runs?: string[] }).__runs)).toEqual([]);

  // The rule itself: while --settled is 0 (held there), a link that fades its colour has none.
  const link = page.locator("a.transition-colors").first();
  const duration = () => link.evaluate((a) => getComputedStyle(a).transitionDuration);
  expect(await duration()).not.toBe("0s");
  await page.evaluate(() =>
    document.documentElement.style.setProperty("--settled", "0", "important"),
  );
  expect(await duration()).toBe("0s");
});
