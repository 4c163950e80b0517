/**
 * The stylesheet's first application starts no transition: with the stylesheet held back, an
 * element the browser had styled with its defaults would transition from them when it arrives (a
 * link from #0000ee to white on the navy hero). The stylesheet is render-blocking and no script
 * runs before it (the boot module waits for it), so no element has a style to transition from;
 * a rule that held every transition back until a moment after the first style cost a second
 * style pass over the whole page on every load (docs/decisions/0019-one-round-trip-rule.md).
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
  // The stylesheet did apply (not an empty page), with transitions that could have run.
  const link = page.locator("a.transition-colors").first();
  await expect
    .poll(() => link.evaluate((a) => getComputedStyle(a).transitionDuration))
    .not.toBe("0s");
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
  expect(await page.evaluate(() => (window as { __runs?: string[] }).__runs)).toEqual([]);
});
