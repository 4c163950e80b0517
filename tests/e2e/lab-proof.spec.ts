import { loadProof } from "../../src/config/proof-file";
import { labPath } from "../../src/config/site";
import { labHero } from "../../src/content/lab/hero";
import { buyerQuestions } from "../../src/content/lab/buyer-questions";
import { labFaq, labFaqHeading } from "../../src/content/lab/faq";
import { labKeyFacts } from "../../src/content/lab/key-facts";
import { labScreens, labScreensCopy } from "../../src/content/lab/screens";
import { mockupLabels } from "../../src/content/mockups";
import { LAB_PROOF_IDS } from "../../src/content/proof";
import { formatFigure } from "../../src/lib/format-figure";
import { expect, test } from "./fixtures";

/*
 * What a lab director still asked for (docs/proof.md): the decisive facts together, the
 * laboratories that use the product right after the norms, the product's own screens and the
 * answers every buyer of a web LIS asks for. Read from the proof file this build used.
 */
const proof = loadProof();
const noProof = Object.values(proof).every((value) =>
  Array.isArray(value) ? value.length === 0 : value === undefined || "published" in value,
);
const hero = (page: import("@playwright/test").Page) => page.locator("main > section").first();

test.describe("with a proof file", () => {
  test.skip(noProof, "the company publishes no proof");

  test("price, go-live and norms together, one line under the hero's buttons", async ({ page }) => {
    await page.goto(labPath);
    expect(labKeyFacts.length).toBeGreaterThan(0);
    const facts = hero(page)
      .locator("ul")
      .filter({ hasText: labKeyFacts[0]?.text ?? "" });
    await expect(facts.locator("li")).toHaveText(labKeyFacts.map((fact) => fact.text));
    if (proof.price && "monthlyPerSiteCop" in proof.price)
      await expect(facts).toContainText(`$${formatFigure(proof.price.monthlyPerSiteCop)}`);
    if (proof.goLive) await expect(facts).toContainText(`${proof.goLive.maxWeeks}\u00a0semana`);
    await expect(facts.getByRole("link")).toHaveAttribute("href", `#${LAB_PROOF_IDS.regulations}`);
    const button = hero(page).getByRole("link", { name: labHero.secondaryCta.label });
    const [below, above] = [await facts.boundingBox(), await button.boundingBox()];
    expect(below?.y ?? 0).toBeGreaterThan((above?.y ?? 0) + (above?.height ?? 0));
  });

  test("the laboratories that use it come right after the regulation block", async ({ page }) => {
    await page.goto(labPath);
    const order = await page
      .locator("main > section")
      .evaluateAll((sections) => sections.map((section) => section.id));
    expect(order.indexOf(LAB_PROOF_IDS.references)).toBe(
      order.indexOf(LAB_PROOF_IDS.regulations) + 1,
    );
  });

  test("the product's screens after the phases, sized, lazy, and marked when examples", async ({
    page,
    request,
  }) => {
    test.skip(proof.screens.length === 0, "the proof file gives no screens");
    await page.goto(labPath);
    const gallery = page.locator('#fases [data-proof="screens"]');
    await expect(gallery.getByRole("heading", { level: 3 })).toHaveText(labScreensCopy.title);
    const figures = gallery.locator("figure");
    await expect(figures).toHaveCount(proof.screens.length);
    for (const [index, screen] of proof.screens.entries()) {
      const figure = figures.nth(index);
      await expect(figure.locator("figcaption")).toHaveText(screen.caption);
      const image = figure.getByRole("img");
      await expect(image).toHaveAttribute("width", String(screen.width));
      await expect(image).toHaveAttribute("height", String(screen.height));
      await expect(image).toHaveAttribute("loading", "lazy");
      // An example says so first, as every mock-up does; the company's own says what it shows.
      const name = screen.example ? `${mockupLabels.sample}: ${screen.alt}` : screen.alt;
      await expect(image).toHaveAccessibleName(name);
      const src = (await image.getAttribute("src")) ?? "";
      const response = await request.get(src);
      expect(response.status()).toBe(200);
      expect(response.headers()["content-type"]).toBe(`image/${screen.format}`);
      await expect(figure.getByRole("link")).toHaveAttribute("href", src);
      await image.scrollIntoViewIfNeeded();
      await expect
        .poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth))
        .toBe(screen.width);
    }
    const allExamples = proof.screens.every((screen) => screen.example);
    await expect(gallery.getByText(mockupLabels.sample, { exact: true })).toHaveCount(
      allExamples ? 1 : proof.screens.filter((screen) => screen.example).length,
    );
    expect(labScreens.map((screen) => screen.caption)).toEqual(
      proof.screens.map((screen) => screen.caption),
    );
  });

  test("a buyer's questions are answered in the company's words, each only when given", async ({
    page,
  }) => {
    await page.goto(labPath);
    const faq = page.getByRole("region", { name: labFaqHeading.title });
    const given = {
      microbiology: proof.microbiology?.answer,
      availability: proof.availability?.backups,
      offline: proof.offline?.answer,
      resultSignature: proof.resultSignature?.answer,
    };
    for (const [slot, text] of Object.entries(given)) {
      const [item] = buyerQuestions[slot as keyof typeof buyerQuestions];
      if (!text) {
        expect(item, slot).toBeUndefined();
        continue;
      }
      const details = faq.locator("details").filter({ hasText: item?.question ?? "" });
      await expect(details).toHaveCount(1);
      await details.locator("summary").click();
      await expect(details.locator("p")).toContainText(text);
      expect(labFaq).toContainEqual(item);
    }
    // The measured figure with its period: "99,9 % (enero a octubre de 2026)".
    if (proof.availability)
      expect(buyerQuestions.availability[0]?.answer).toMatch(
        new RegExp(
          `^Medimos una disponibilidad de [\\d,]+\u00a0% \\(${proof.availability.period}\\)\\.`,
        ),
      );
  });
});

for (const width of [360, 768]) {
  test(`at ${width} px no model name splits at its hyphen, in the feature or the first answer`, async ({
    page,
  }) => {
    // The sentence names the file's first four analyzers (content/lab/analyzers.ts).
    const hyphenated = proof.analyzers.slice(0, 4).filter((item) => item.model.includes("-"));
    test.skip(hyphenated.length === 0, "the proof file names no hyphenated model");
    await page.setViewportSize({ width, height: 900 });
    await page.goto(labPath);
    await page
      .getByRole("region", { name: labFaqHeading.title })
      .locator("summary")
      .first()
      .click();
    const split = await page.evaluate(() =>
      [...document.querySelectorAll("#features p, #preguntas-frecuentes details[open] p")]
        .flatMap((paragraph) => [...paragraph.querySelectorAll("span")])
        .filter((span) => /\w-\w/.test(span.textContent ?? ""))
        .filter((span) => span.getClientRects().length > 1)
        .map((span) => span.textContent),
    );
    expect(split).toEqual([]);
    // And every hyphenated model of the sentence is such a whole word.
    const whole = await page.locator('#features [data-proof="analyzers"] span').allTextContents();
    for (const { model } of hyphenated)
      expect(whole.some((text) => text.includes(model))).toBe(true);
  });
}
