/**
 * Page heights, as a phone and a desktop visitor meet them once the page has fully unfolded:
 * `node scripts/page-heights.ts [route ...]` against a running server (BASE_URL, default
 * http://localhost:$PORT, PORT as npm start takes it, 3000 by default), at 360, 390, 768 and 1280 px (WIDTHS=360,390,768,1280). For each route it
 * prints the document's total height, the height of every anchored section and of the footer, in
 * page order, and on the lab page where its FAQ starts; then each page's total against its target
 * (docs/requirements.md, "Design": at 390 px, no more than 5 % above it at 360 px, and no taller at
 * 768 px than at 390 px). Measure with a full company proof file too
 * (SITE_COMPANY_DIR=tests/fixtures/full-company in the build: its proof.json, the example's
 * other data). The lab
 * route is the configured one: run it with the same SITE_* variables the build had (a second
 * company: `export SITE_COMPANY_DIR=tests/fixtures/second-company` first). JSON=1 prints one JSON
 * object instead of the tables.
 *
 * Measured after every scroll reveal has run: the script scrolls through the page half a viewport
 * at a time and, at each stop, waits until no element on screen is still waiting for its reveal
 * (`.reveal-pending`, src/islands/reveal.ts); at the bottom it waits until no element anywhere
 * is. Reveals only move and fade, but counters and lazy islands can
 * change a height, so nothing is read before they have run.
 */
import { chromium, type Page } from "@playwright/test";
import { labPath } from "../src/config/site.ts";
import { CHROMIUM_ARGS, findChromium } from "./chromium/find-chromium.ts";

const base = process.env.BASE_URL ?? `http://localhost:${process.env.PORT ?? 3000}`;
const routes = process.argv.slice(2).length ? process.argv.slice(2) : ["/", labPath];
const widths = (process.env.WIDTHS ?? "360,390,768,1280").split(",").map(Number);
/** docs/requirements.md, "Design": the tallest each page may be at 390 px, with its proof. */
const TARGET_PX: Record<string, number> = { "/": 11_000, [labPath]: 10_000 };
const TARGET_WIDTH = 390;
/** At 360 px a page may be this much taller than its target (narrower lines wrap more). */
const NARROW_WIDTH = 360;
const NARROW_ALLOWANCE = 0.05;
/** A tablet shows more side by side than a phone: no taller than at TARGET_WIDTH. */
const TABLET_WIDTH = 768;
const VIEWPORT_HEIGHT = 844;
const FAQ_ID = "preguntas-frecuentes";

type Heights = { total: number; parts: [string, number][]; faqTop?: number };

/** No element on screen is still waiting for its reveal (those below it may be, by design). */
function noneOnScreenPending(): boolean {
  return [...document.querySelectorAll(".reveal-pending")].every((element) => {
    const { top, bottom } = element.getBoundingClientRect();
    return top >= window.innerHeight * 0.9 || bottom <= 0;
  });
}

async function revealAll(page: Page): Promise<void> {
  const noPending = () => document.querySelectorAll(".reveal-pending").length === 0;
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 0; y <= height; y += VIEWPORT_HEIGHT / 2) {
    await page.evaluate((top) => window.scrollTo({ top, behavior: "instant" }), y);
    await page.waitForFunction(noneOnScreenPending);
  }
  await page.evaluate(() =>
    window.scrollTo({ top: document.body.scrollHeight, behavior: "instant" }),
  );
  await page.waitForFunction(noPending);
}

async function measure(page: Page): Promise<Heights> {
  return page.evaluate((faqId) => {
    const parts: [string, number][] = [];
    for (const element of document.querySelectorAll("main section, footer")) {
      // Only top-level sections: one nested in another is part of its parent's height.
      if (element.parentElement?.closest("main section")) continue;
      // A section without an anchor (the lab hero) is named by its heading's id.
      const name = element.id || element.getAttribute("aria-labelledby");
      const label = element.tagName === "FOOTER" ? "footer" : `#${name}`;
      parts.push([label, Math.round(element.getBoundingClientRect().height)]);
    }
    const faq = document.getElementById(faqId);
    return {
      total: document.documentElement.scrollHeight,
      parts,
      faqTop: faq ? Math.round(faq.getBoundingClientRect().top + window.scrollY) : undefined,
    };
  }, FAQ_ID);
}

const browser = await chromium.launch({
  executablePath: (await findChromium()).path,
  args: CHROMIUM_ARGS,
});
const results: Record<string, Record<number, Heights>> = {};
for (const route of routes) {
  results[route] = {};
  for (const width of widths) {
    const page = await browser.newPage({ viewport: { width, height: VIEWPORT_HEIGHT } });
    await page.goto(new URL(route, base).toString());
    await page.evaluate(() => document.fonts.ready);
    await revealAll(page);
    results[route][width] = await measure(page);
    await page.close();
  }
}
await browser.close();

/** "/ a 768 px: 9.909 ≤ 10.403 (a 390 px)", when both widths were measured. */
function tabletLine(route: string, byWidth: Record<number, Heights>): string[] {
  const [tablet, phone] = [byWidth[TABLET_WIDTH]?.total, byWidth[TARGET_WIDTH]?.total];
  if (tablet === undefined || phone === undefined) return [];
  const format = (n: number) => n.toLocaleString("es-CO");
  const verdict = tablet <= phone ? "≤" : "> (más alta que en un teléfono)";
  return [
    `${route} a ${TABLET_WIDTH} px: ${format(tablet)} ${verdict} ${format(phone)} (a ${TARGET_WIDTH} px)`,
  ];
}

/** "/ at 390 px: 10.962 ≤ 11.000" lines for the widths that have a target. */
function targetLines(): string[] {
  const format = (n: number) => n.toLocaleString("es-CO");
  return Object.entries(results).flatMap(([route, byWidth]) => {
    const target = TARGET_PX[route];
    if (target === undefined) return [];
    return [
      [TARGET_WIDTH, target],
      [NARROW_WIDTH, Math.round(target * (1 + NARROW_ALLOWANCE))],
    ]
      .flatMap(([width = 0, limit = 0]) => {
        const total = byWidth[width]?.total;
        if (total === undefined) return [];
        const verdict = total <= limit ? "≤" : "> (demasiado alta)";
        return [`${route} a ${width} px: ${format(total)} ${verdict} ${format(limit)}`];
      })
      .concat(tabletLine(route, byWidth));
  });
}

if (process.env.JSON) {
  console.log(JSON.stringify(results, null, 2));
} else {
  for (const [route, byWidth] of Object.entries(results)) {
    console.log(`\n${route}  (px)`);
    const names = [...new Set(Object.values(byWidth).flatMap((h) => h.parts.map(([n]) => n)))];
    const row = (label: string, values: (number | undefined)[]) =>
      console.log(label.padEnd(24) + values.map((v) => String(v ?? "-").padStart(8)).join(""));
    row("", widths);
    row(
      "total",
      widths.map((w) => byWidth[w]?.total),
    );
    if (Object.values(byWidth).some((h) => h.faqTop !== undefined))
      row(
        `#${FAQ_ID} top`,
        widths.map((w) => byWidth[w]?.faqTop),
      );
    for (const name of names)
      row(
        name,
        widths.map((w) => byWidth[w]?.parts.find(([n]) => n === name)?.[1]),
      );
  }
  console.log(`\nObjetivos\n${targetLines().join("\n")}`);
}
