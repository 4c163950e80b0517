import { loadProof } from "../../src/config/proof-file";
import { labPath } from "../../src/config/site";
import { formatFigure } from "../../src/lib/format-figure";
import { labCommercialFacts } from "../../src/content/lab/commercial-facts";
import { labProofCopy, proofCopy } from "../../src/content/proof";
import { expect, test } from "./fixtures";

/*
 * Proof slots (docs/proof.md): with a proof file (SITE_PROOF_FILE, set by
 * tests/fixtures/second-company.env) every list renders its entries; in the default build there is
 * no proof and not one of their headings may exist. `npm test` runs the second half,
 * scripts/test-second-company.sh the first.
 */
const proof = loadProof();
const withProof = Boolean(process.env.SITE_PROOF_FILE);

const homeHeadings = [
  proofCopy.clientsTitle,
  proofCopy.testimonialsTitle,
  proofCopy.caseStudiesTitle,
];
const labHeadings = [labProofCopy.analyzersTitle, labProofCopy.plansTitle];

test.describe("with the company's proof file", () => {
  test.skip(!withProof, "needs SITE_PROOF_FILE (bash scripts/test-second-company.sh)");

  test("the fixture fills every slot, so none of the checks below is vacuous", () => {
    for (const [list, entries] of Object.entries(proof))
      expect(entries.length, list).toBeGreaterThan(0);
  });

  test("/ shows clients, testimonials and case studies inside #sectores", async ({ page }) => {
    await page.goto("/");
    const sectors = page.locator("#sectores");
    for (const name of homeHeadings) {
      await expect(sectors.getByRole("heading", { level: 3, name, exact: true })).toBeAttached();
    }
    await expect(sectors.locator('[data-proof="clients"] > li')).toHaveText(
      proof.clients.map((client) => client.name),
    );
    const quotes = sectors.locator('[data-proof="testimonials"] figure');
    await expect(quotes).toHaveCount(proof.testimonials.length);
    for (const [index, person] of proof.testimonials.entries()) {
      const quote = quotes.nth(index);
      await expect(quote.locator("blockquote")).toContainText(person.quote);
      for (const part of [person.name, person.role, person.organization]) {
        await expect(quote.locator("figcaption")).toContainText(part);
      }
    }
    const cases = sectors.locator('[data-proof="case-studies"] article');
    await expect(cases).toHaveCount(proof.caseStudies.length);
    for (const [index, item] of proof.caseStudies.entries()) {
      const card = cases.nth(index);
      await expect(card.getByRole("heading", { level: 4 })).toHaveText(item.title);
      for (const part of [
        item.client,
        item.problem,
        item.built,
        item.figure.value,
        item.figure.label,
      ]) {
        await expect(card).toContainText(part);
      }
    }
  });

  test("the lab page lists the analyzers and the plans with their prices", async ({ page }) => {
    await page.goto(labPath);
    for (const name of labHeadings) {
      await expect(page.getByRole("heading", { level: 2, name, exact: true })).toBeAttached();
    }
    const analyzers = page.locator('[data-proof="analyzers"] > li');
    await expect(analyzers).toHaveCount(proof.analyzers.length);
    for (const [index, { brand, model, area }] of proof.analyzers.entries()) {
      for (const part of [brand, model, area])
        await expect(analyzers.nth(index)).toContainText(part);
    }
    const plans = page.locator('[data-proof="plans"] article');
    await expect(plans).toHaveCount(proof.plans.length);
    for (const [index, plan] of proof.plans.entries()) {
      const card = plans.nth(index);
      await expect(card.getByRole("heading", { level: 3 })).toHaveText(plan.name);
      await expect(card).toContainText(`$${formatFigure(plan.priceCop)}`);
      await expect(card).toContainText(labProofCopy.perPeriod[plan.period]);
      for (const feature of plan.features) await expect(card).toContainText(feature);
    }
  });

  test("the lab page's commercial strip gives the go-live time and the regulations", async ({
    page,
  }) => {
    await page.goto(labPath);
    const strip = page.getByRole("region", { name: labCommercialFacts.title });
    await expect(strip).toContainText(proof.goLive);
    await expect(strip.locator("dt")).toHaveText([
      ...labCommercialFacts.facts.map((fact) => fact.term),
      labCommercialFacts.regulationsTerm,
    ]);
    for (const regulation of proof.regulations) await expect(strip).toContainText(regulation);
  });
});

test.describe("without a proof file", () => {
  test.skip(withProof, "the default build publishes no proof");

  for (const [route, headings] of [
    ["/", homeHeadings],
    [labPath, labHeadings],
  ] as const) {
    test(`${route} has no proof heading and no empty slot`, async ({ page }) => {
      await page.goto(route);
      // The page did render its sections (this is not an empty page passing by accident).
      await expect(page.getByRole("heading", { level: 2 }).first()).toBeAttached();
      expect(await page.getByRole("heading", { level: 2 }).count()).toBeGreaterThan(2);
      for (const name of headings) {
        await expect(page.getByRole("heading", { name, exact: true })).toHaveCount(0);
      }
      await expect(page.locator("[data-proof]")).toHaveCount(0);
    });
  }

  test("the lab page's commercial strip states the terms' facts and no regulation", async ({
    page,
  }) => {
    await page.goto(labPath);
    const strip = page.getByRole("region", { name: labCommercialFacts.title });
    await expect(strip.locator("dt")).toHaveText(labCommercialFacts.facts.map((fact) => fact.term));
    await expect(strip.locator("dd")).toHaveText(
      labCommercialFacts.facts.map((fact) => fact.detail),
    );
  });
});
