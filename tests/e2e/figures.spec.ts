import type { Locator, Page } from "@playwright/test";
import { labPath } from "~/config/site";
import { contactSection, countries } from "~/content/contact";
import { experienceStats, figureNotes, figureNotesCopy, heroStats } from "~/content/figures";
import { labRating, labRatingLd } from "~/content/lab/rating";
import { sectors, sectorsSection } from "~/content/sectors";
import { expect, test } from "./fixtures";

/** The structured data's AggregateRating on a page, if it declares one. */
async function declaredRating(page: Page) {
  return page.locator('script[type="application/ld+json"]').evaluateAll((scripts) =>
    scripts
      .map((script) => JSON.parse(script.textContent ?? "{}") as Record<string, unknown>)
      .map((data) => data.aggregateRating as Record<string, number> | undefined)
      .find(Boolean),
  );
}

/** Follows a figure's footnote marker (numbered or not) and returns the note it lands on. */
async function noteBehind(page: Page, figure: Locator, name: string | RegExp): Promise<Locator> {
  const marker = figure.getByRole("link", { name });
  await expect(marker).toHaveCount(1);
  await marker.click();
  const id = decodeURIComponent(new URL(page.url()).hash.slice(1));
  expect(id).not.toBe("");
  return page.locator(`[id="${id}"]`);
}

test.describe("every figure leads to its source", () => {
  for (const width of [375, 1280]) {
    test(`from the hero and from the numbers block, at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto("/");
      const heroItems = page.locator("#inicio li");
      const blockItems = page.locator("#sectores [data-stat]");
      await expect(blockItems).toHaveCount(experienceStats.length);
      // The numbers block's markers read 1, 2, 3… in its order, as its notes are numbered; the
      // hero's are unnumbered ("i"), since it shows the figures in another order.
      const places = [
        ...heroStats.map((stat) => ({
          stat,
          item: heroItems.filter({ hasText: stat.label }),
          name: figureNotesCopy.heroMarker,
        })),
        ...experienceStats.map((stat, index) => ({
          stat,
          item: blockItems.filter({ hasText: stat.label }),
          name: `${figureNotesCopy.marker} ${index + 1}`,
        })),
      ];
      expect(places.length).toBeGreaterThan(0);
      for (const { stat, item, name } of places) {
        await expect(item).toContainText(stat.number);
        const note = await noteBehind(page, item, name);
        const expected = figureNotes.find((n) => n.figure === stat.figure);
        await expect(note).toHaveText(expected?.source ?? "(no source)");
        await expect(note).toBeInViewport();
      }
    });
  }

  test("each source is written once on the page", async ({ page }) => {
    await page.goto("/");
    for (const note of figureNotes) {
      await expect(page.getByText(note.source, { exact: true })).toHaveCount(1);
    }
  });
});

test("the lab page shows the rating its JSON-LD declares, with its source", async ({ page }) => {
  await page.goto(labPath);
  const rating = await declaredRating(page);
  const shown = page.locator("[data-rating]");
  if (!labRatingLd || !labRating) {
    // Switched off: gone from the page and from the structured data together.
    expect(rating).toBeUndefined();
    await expect(shown).toHaveCount(0);
    return;
  }
  expect(rating).toEqual({ "@type": "AggregateRating", ...labRatingLd });
  await expect(shown).toBeVisible();
  await expect(shown.locator("[data-rating-value]")).toHaveText(labRating.value);
  await expect(shown.locator("[data-rating-count]")).toHaveText(labRating.count);
  await expect(shown.locator("[data-rating-source]")).toBeVisible();
  await expect(shown.locator("[data-rating-source]")).toContainText(labRating.source);
});

test("the countries figure and the presence card agree", async ({ page }) => {
  await page.goto("/");
  const presence = page.locator("#contacto [data-country]");
  await expect(presence).toHaveCount(countries.length);
  const countriesStat = experienceStats.find((stat) => stat.figure === "countries");
  if (countriesStat) expect(Number(countriesStat.number)).toBe(countries.length);
  await expect(page.locator("#contacto")).not.toContainText("En expansión");
  await expect(presence.filter({ hasText: contactSection.presence.inactiveStatus })).toHaveCount(
    countries.filter((country) => !country.active).length,
  );
});

test("the sectors figure counts the sectors the page lists", async ({ page }) => {
  await page.goto("/");
  const sectorsStat = experienceStats.find((stat) => stat.figure === "sectors");
  const names = page
    .getByRole("heading", { name: sectorsSection.sectorsTitle })
    .locator("+ ul > li");
  await expect(names).toHaveText(sectors.map((sector) => sector.name));
  // The number on the page is the count of the names on the page.
  if (sectorsStat)
    await expect(
      page.locator("#sectores [data-stat]").filter({ hasText: sectorsStat.label }),
    ).toContainText(String(await names.count()));
});
