import type { Locator } from "@playwright/test";
import { loadProof } from "../../src/config/proof-file";
import { labPriceCop } from "../../src/content/lab/offer";
import { servicePrice } from "../../src/content/service-prices";
import { services, servicesSection } from "../../src/content/services";
import { formatFigure } from "../../src/lib/format-figure";
import { expect, test } from "./fixtures";

/*
 * What a business owner asks on the home page before writing: what it costs, how the company
 * works, and what it has done. All of it is the company's proof (docs/proof.md), read here from
 * the file the build used: the example in `npm test`, which fills every slot, and the second
 * company's in scripts/test-second-company.sh, which prices one service besides the lab and gives
 * no steps, so both the slots and their absence are seen.
 */
const proof = loadProof();
const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 390, height: 844 };

/** The top edge of every item, to tell a row (one top) from a column (rising tops). */
const tops = (items: Locator) =>
  items.evaluateAll((nodes) => nodes.map((node) => Math.round(node.getBoundingClientRect().top)));

test("each service card shows its 'desde' price from the proof file, and none without one", async ({
  page,
}) => {
  await page.goto("/");
  const cards = page.locator("#servicios article");
  await expect(cards).toHaveCount(services.length);
  const priced = services.filter((service) => servicePrice(service.priced));
  expect(priced.length).toBe(proof.servicePrices.length + (labPriceCop === undefined ? 0 : 1));
  for (const [index, service] of services.entries()) {
    const line = cards.nth(index).locator("[data-price]");
    const price = servicePrice(service.priced);
    if (!price) {
      await expect(line).toHaveCount(0);
      // Its foot reads like the others': the free quote where a price would be.
      await expect(cards.nth(index).locator("[data-no-price]")).toHaveText(servicesSection.noPrice);
      continue;
    }
    // The wording; the number is the company's, from its one field.
    const cop =
      service.priced === "lab"
        ? labPriceCop
        : proof.servicePrices.find((row) => row.service === service.priced)?.fromCop;
    // No-break spaces keep "al mes" whole; the words are what a reader sees.
    // One tax statement, as the company states its prices: "IVA incluido" or "+ IVA".
    const vat = proof.vat?.statement === "added" ? " \\+ IVA" : ", IVA incluido";
    expect(price.amount.replace(/\s/g, " ")).toMatch(
      new RegExp(`^Desde \\$[\\d.]+ (al mes|por proyecto|al mes por sede)${vat}\\.$`),
    );
    expect(price.amount).toContain(`$${formatFigure(cop ?? Number.NaN)}`);
    await expect(line).toHaveText(`${price.amount} ${price.note}`.trim());
  }
});

test("'Cómo trabajamos' in the closing band when the file gives the steps, its line otherwise", async ({
  page,
}) => {
  await page.setViewportSize(DESKTOP);
  await page.goto("/");
  const { cta } = servicesSection;
  const band = page.locator("#servicios").getByRole("heading", { level: 3, name: cta.title });
  await expect(band).toBeVisible();
  const steps = page.locator('#servicios [data-proof="process"] > li');
  await expect(steps).toHaveCount(proof.process.length);
  await expect(page.getByRole("link", { name: cta.label })).toHaveAttribute("href", cta.href);
  const heading = page.getByRole("heading", { level: 4, name: cta.processTitle });
  const line = page.locator("#servicios").getByText(cta.text, { exact: true });
  if (proof.process.length === 0) {
    await expect(heading).toHaveCount(0);
    await expect(line).toBeVisible();
    return;
  }
  // The steps say what the line said, and more: one, not both.
  await expect(heading).toBeVisible();
  await expect(line).toHaveCount(0);
  for (const [index, step] of proof.process.entries()) {
    await expect(steps.nth(index)).toContainText(step.title);
    await expect(steps.nth(index)).toContainText(step.text);
  }
  // A numbered row on a desktop and a tablet, a list on a phone.
  expect(new Set(await tops(steps)).size).toBe(1);
  await page.setViewportSize({ width: 768, height: 900 });
  expect(new Set(await tops(steps)).size).toBe(1);
  await page.setViewportSize(PHONE);
  const phone = await tops(steps);
  expect(phone).toEqual([...phone].sort((a, b) => a - b));
  expect(new Set(phone).size).toBe(proof.process.length);
});

test("the short cases sit in one row from 1024 px and one under another on a phone", async ({
  page,
}) => {
  test.skip(proof.caseStudies.length < 2, "one case or none: no row to lay out");
  await page.setViewportSize({ width: 1024, height: 900 });
  await page.goto("/");
  const cases = page.locator('#sectores [data-proof="case-studies"] > li');
  await expect(cases).toHaveCount(proof.caseStudies.length);
  expect(new Set(await tops(cases)).size).toBe(1);
  await page.setViewportSize(PHONE);
  expect(new Set(await tops(cases)).size).toBe(proof.caseStudies.length);
});
