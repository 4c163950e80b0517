/**
 * Draws the example screens of the LIS (markup.ts) and writes them as WebP files, the images the
 * example proof file's `screens` name (docs/proof.md). Run once when the example screens change:
 * `node scripts/example-screens/render.ts <folder> [product name]`, e.g.
 * `node scripts/example-screens/render.ts src/content/example-company/lab-screens VérticeLab`.
 * Chromium draws each screen and encodes it (canvas WebP): no image tool beyond the browser.
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { chromium } from "@playwright/test";
import { CHROMIUM_ARGS, findChromium } from "../chromium/find-chromium.ts";
import { exampleScreens } from "./markup.ts";
import { STYLE } from "./style.ts";

const [folder, product = "VérticeLab"] = process.argv.slice(2);
if (!folder) throw new Error("Uso: node scripts/example-screens/render.ts <carpeta> [producto]");
/** WebP quality: text stays sharp at the size the gallery shows it, each file a few dozen KB. */
const QUALITY = 0.8;
// Inline: a page set from a string may not load file:// URLs.
const font = readFileSync(
  "node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2",
).toString("base64");

mkdirSync(folder, { recursive: true });
const browser = await chromium.launch({
  executablePath: (await findChromium()).path,
  args: CHROMIUM_ARGS,
});
const page = await browser.newPage({ viewport: { width: 1000, height: 700 } });
for (const [name, markup] of exampleScreens(product)) {
  await page.setContent(
    `<!doctype html><html lang="es-CO"><head><meta charset="utf-8"><style>
@font-face { font-family: "Inter"; src: url("data:font/woff2;base64,${font}") format("woff2"); font-weight: 100 900; }
${STYLE}</style></head><body><div class="screen">${markup}</div></body></html>`,
  );
  await page.evaluate(() => document.fonts.ready);
  const png = await page.locator(".screen").screenshot({ type: "png" });
  const webp = await page.evaluate(
    async ([base64, quality]) => {
      const image = new Image();
      image.src = `data:image/png;base64,${base64}`;
      await image.decode();
      const canvas = document.createElement("canvas");
      [canvas.width, canvas.height] = [image.width, image.height];
      canvas.getContext("2d")?.drawImage(image, 0, 0);
      return canvas.toDataURL("image/webp", quality).split(",")[1] ?? "";
    },
    [png.toString("base64"), QUALITY] as const,
  );
  const file = path.join(folder, `${name}.webp`);
  writeFileSync(file, Buffer.from(webp, "base64"));
  console.log(`${file}: ${Math.round(Buffer.from(webp, "base64").length / 1024)} KB`);
}
await browser.close();
