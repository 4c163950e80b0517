import AxeBuilder from "@axe-core/playwright";
import { hero } from "../../src/content/hero";
import { portfolioItems } from "../../src/content/portfolio";
import { services } from "../../src/content/services";
import type { Phrase } from "../../src/content/types";
import { ROUTES, expect, test } from "./fixtures";

for (const route of [...ROUTES, "/ruta-inexistente"]) {
  for (const width of [375, 1280]) {
    test(`${route} has no axe violations at ${width} px @smoke`, async ({ page }) => {
      // A full axe run over the long home page takes up to ~35 s on a busy 2-core machine.
      test.slow();
      await page.setViewportSize({ width, height: 900 });
      await page.goto(route);
      const results = await new AxeBuilder({ page })
        .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"])
        .analyze();
      expect(
        results.violations.map(
          (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`,
        ),
      ).toEqual([]);
    });
  }
}

test("the skip link is the first stop and jumps to the main content", async ({ page }) => {
  await page.goto("/");
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: "Saltar al contenido" });
  await expect(skip).toBeFocused();
  await expect(skip).toBeVisible();
  // Shown with its padding: a comfortable target, not a cramped box over the logo.
  expect((await skip.boundingBox())?.height).toBeGreaterThanOrEqual(44);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/#contenido$/);
});

test("English words in the services' features and the portfolio's categories carry lang=en", async ({
  page,
}) => {
  const phrases: Phrase[] = [
    ...services.flatMap((service): readonly Phrase[] => service.features),
    ...portfolioItems.map((item) => item.category),
  ];
  const english = phrases.flatMap((phrase) =>
    typeof phrase === "string"
      ? []
      : phrase.flatMap((part) => (typeof part === "string" ? [] : [part.en])),
  );
  expect(english.length).toBeGreaterThan(0);
  await page.goto("/");
  for (const words of english) {
    await expect(page.locator("main [lang='en']", { hasText: words }).first()).toHaveText(words);
  }
});

test("in forced colours, the buttons and cards keep an edge, and the logo mark its drawing", async ({
  page,
}) => {
  await page.emulateMedia({ forcedColors: "active" });
  await page.setViewportSize({ width: 390, height: 900 });
  await page.goto("/");
  const top = page.locator("#inicio");
  const boxes = [
    top.getByRole("link", { name: hero.primaryCta.label }),
    top.getByRole("link", { name: hero.secondaryCta.label }),
    page.locator("#servicios li, #servicios article").first(),
  ];
  // The mark is an image (the company's logo.svg), which forced colours leave as drawn.
  const mark = page.locator("header a[href] img").first();
  await expect(mark).toBeVisible();
  expect(await mark.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  for (const box of boxes) {
    const edge = await box.evaluate((element) => {
      const style = getComputedStyle(element);
      return (
        Number.parseFloat(style.outlineWidth) * Number(style.outlineStyle !== "none") +
        Number.parseFloat(style.borderTopWidth)
      );
    });
    expect(edge, await box.evaluate((element) => element.outerHTML.slice(0, 80))).toBeGreaterThan(
      0,
    );
  }
});
