/**
 * Full-page screenshots for looking at the site: `node scripts/screenshots.ts [route ...]`
 * against a running server (BASE_URL, default http://localhost:3000), at 375 and 1280 px,
 * into SHOTS_DIR (default ./test-results/shots). Scrolls through each page first so that
 * lazy parts (reveal, counters) have run.
 */
import { mkdirSync } from "node:fs";
import path from "node:path";
import { chromium } from "@playwright/test";
import { CHROMIUM_ARGS, findChromium } from "./chromium/find-chromium.ts";

const base = process.env.BASE_URL ?? "http://localhost:3000";
const outDir = process.env.SHOTS_DIR ?? "test-results/shots";
const routes = process.argv.slice(2).length ? process.argv.slice(2) : ["/"];
const widths = (process.env.WIDTHS ?? "375,1280").split(",").map(Number);

mkdirSync(outDir, { recursive: true });
const browser = await chromium.launch({
  executablePath: (await findChromium()).path,
  args: CHROMIUM_ARGS,
});
for (const route of routes) {
  for (const width of widths) {
    const page = await browser.newPage({ viewport: { width, height: 900 } });
    await page.goto(new URL(route, base).toString());
    const height = await page.evaluate(() => document.body.scrollHeight);
    for (let y = 0; y < height; y += 600) {
      await page.evaluate((top) => window.scrollTo({ top, behavior: "instant" }), y);
      await page.waitForTimeout(120);
    }
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
    await page.waitForTimeout(1200);
    const name = `${route.replace(/[^a-z0-9]+/gi, "_") || "home"}-${width}.png`;
    await page.screenshot({ path: path.join(outDir, name), fullPage: true });
    console.log(path.join(outDir, name));
    // SPLIT=<px>: also save the page in slices of that height, easier to look at closely.
    const split = Number(process.env.SPLIT ?? 0);
    for (let y = 0, part = 1; split > 0 && y < height; y += split, part++) {
      const clip = { x: 0, y, width, height: Math.min(split, height - y) };
      const slice = name.replace(".png", `-${part}.png`);
      await page.screenshot({ path: path.join(outDir, slice), fullPage: true, clip });
    }
    await page.close();
  }
}
await browser.close();
