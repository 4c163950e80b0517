import { loadProof } from "../../src/config/proof-file";
import { labPath, site } from "../../src/config/site";
import { contactNotice } from "../../src/content/contact-notice";
import {
  analyzerInterfaceText,
  analyzerQuestion,
  analyzersInProduction,
  analyzersList,
  HIGHLIGHTED_ANALYZERS,
} from "../../src/content/lab/analyzers";
import { labCommercialFacts } from "../../src/content/lab/commercial-facts";
import { labFaq } from "../../src/content/lab/faq";
import { labGoLiveText, labPriceText } from "../../src/content/lab/offer";
import {
  labReferencesCopy,
  referenceContact,
  referenceFacts,
} from "../../src/content/lab/references";
import { afterHoursText } from "../../src/content/lab/support";
import { OFFICE_HOURS } from "../../src/content/office-hours";
import { labRegulations, labRegulationsCopy } from "../../src/content/lab/regulations";
import { proofCopy } from "../../src/content/proof";
import { replyPromise } from "../../src/content/reply-promise";
import { whatsappMessages } from "../../src/content/whatsapp";
import { formatFigure } from "../../src/lib/format-figure";
import { expect, test } from "./fixtures";

/*
 * The proof slots (docs/proof.md), read from the proof file this build used: the example's in
 * `npm test` (company/ has none), the second company's in scripts/test-second-company.sh. Both
 * fill every slot the lab page needs; a company that publishes none
 * (SITE_COMPANY_DIR=tests/fixtures/company-without-proof) gets none of them, not one empty box.
 */
const proof = loadProof();
const noProof = Object.values(proof).every((value) =>
  Array.isArray(value) ? value.length === 0 : value === undefined || "published" in value,
);

test.describe("with a proof file", () => {
  test.skip(noProof, "the company publishes no proof");

  test("the file in use fills every slot the lab page decides on, so no check below is vacuous", () => {
    expect(proof.price && "monthlyPerSiteCop" in proof.price).toBe(true);
    expect(proof.goLive).toBeDefined();
    for (const list of [proof.analyzers, proof.regulations, proof.references, proof.caseStudies])
      expect(list.length).toBeGreaterThan(0);
  });

  test("the quick facts give the price from one field and the time to go live", async ({
    page,
  }) => {
    await page.goto(labPath);
    const strip = page.getByRole("region", { name: labCommercialFacts.title });
    // The wording; the number and the weeks are the company's.
    const vat = proof.vat?.statement === "added" ? " \\+ IVA" : ", IVA incluido";
    expect(labPriceText?.replace(/\s/g, " ")).toMatch(
      new RegExp(`^Desde \\$[\\d.]+ al mes por sede${vat}\\.`),
    );
    expect(labGoLiveText).toMatch(/^Una sede: \d+( a \d+)?\u00a0semanas?\./);
    await expect(strip).toContainText(labPriceText ?? "(no price)");
    await expect(strip).toContainText(labGoLiveText ?? "(no go-live)");
  });

  test("the regulation block shows the confirmed norms only, each saying what it does", async ({
    page,
  }) => {
    await page.goto(labPath);
    const block = page.getByRole("region", { name: labRegulationsCopy.title });
    const rows = block.locator("[data-regulation]");
    await expect(rows).toHaveCount(proof.regulations.length);
    expect(labRegulations.map((row) => row.id).sort()).toEqual(
      proof.regulations.map((row) => row.norm).sort(),
    );
    for (const [index, row] of labRegulations.entries()) {
      await expect(rows.nth(index)).toHaveAttribute("data-regulation", row.id);
      for (const part of [row.title, row.citation ?? "", row.does])
        await expect(rows.nth(index)).toContainText(part);
    }
    // No hole: on a tablet and a desktop, every line of rows spans the block's whole width.
    for (const width of [768, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      const { right, ends } = await block.locator("dl").evaluate((list) => {
        const lines = new Map<number, number>();
        for (const row of list.children) {
          const box = row.getBoundingClientRect();
          lines.set(Math.round(box.top), Math.max(lines.get(Math.round(box.top)) ?? 0, box.right));
        }
        return { right: list.getBoundingClientRect().right, ends: [...lines.values()] };
      });
      for (const end of ends) expect(end, `a line of rows at ${width} px`).toBeCloseTo(right, 0);
    }
    // Right after the quick facts, and answered in the FAQ too.
    const order = await page
      .locator("main > section")
      .evaluateAll((sections) =>
        sections.map((section) => section.getAttribute("aria-labelledby")),
      );
    expect(order.indexOf("normativa-titulo")).toBe(order.indexOf("condiciones-titulo") + 1);
    const answer = labFaq.find((item) => item.more?.href === "#normativa");
    for (const row of labRegulations) expect(answer?.answer).toContain(row.title);
  });

  test("the analyzers already connected, in the feature and the first answer, and a chat to ask", async ({
    page,
  }) => {
    await page.goto(labPath);
    const note = page.locator('#features [data-proof="analyzers"]');
    await expect(note).toHaveText(analyzersInProduction);
    for (const { brand, model } of proof.analyzers.slice(0, HIGHLIGHTED_ANALYZERS))
      await expect(note).toContainText(`${brand} ${model}`);
    if (proof.analyzerModels)
      await expect(note).toContainText(`más de ${proof.analyzerModels.moreThan}`);
    expect(labFaq[0]?.answer).toContain(analyzersInProduction);

    const ask = page.locator("#features").getByRole("link", { name: analyzerQuestion.label });
    const url = new URL((await ask.getAttribute("href")) ?? "");
    expect(`${url.origin}${url.pathname}`).toBe(`https://wa.me/${site.phoneDigits}`);
    expect(url.searchParams.get("text")).toBe(whatsappMessages.labAnalyzer);
    expect(whatsappMessages.labAnalyzer).toContain("¿Conectan mi equipo"); // the words
    await expect(ask).toHaveAttribute("target", "_blank");
    await expect(ask).toHaveAccessibleDescription("(se abre en una pestaña nueva)");
    await expect(ask).toHaveAttribute("data-track", analyzerQuestion.track);
    // The data notice is the contact blocks' (claims.spec.ts), never inside a feature card.
    await expect(page.locator("#features p", { hasText: contactNotice.text })).toHaveCount(0);
  });

  test("every connected analyzer by area, folded under the sentence, and the interface's price", async ({
    page,
  }) => {
    test.skip(!analyzersList.shown, "the proof file lists no more analyzers than the sentence");
    await page.goto(labPath);
    const all = page.locator('#features [data-proof="analyzers-all"]');
    const summary = all.getByText(analyzersList.summary);
    await expect(all).not.toHaveAttribute("open");
    await summary.click();
    await expect(all).toHaveAttribute("open");
    const areas = [...new Set(proof.analyzers.map((analyzer) => analyzer.area))];
    const lines = all.locator("p");
    await expect(lines).toHaveCount(areas.length);
    for (const [index, area] of areas.entries()) {
      const line = lines.nth(index);
      await expect(line).toContainText(`${area}:`);
      for (const { brand, model } of proof.analyzers.filter((item) => item.area === area))
        await expect(line).toContainText(`${brand} ${model}`);
    }
    if (proof.analyzerInterface) {
      expect(analyzerInterfaceText).toContain(`$${formatFigure(proof.analyzerInterface.priceCop)}`);
      await expect(page.locator("#features p", { hasText: analyzerInterfaceText })).toHaveCount(1);
    } else expect(analyzerInterfaceText).toBe("");
  });

  test("named laboratories a buyer can check", async ({ page }) => {
    await page.goto(labPath);
    const section = page.getByRole("region", { name: labReferencesCopy.title });
    const cards = section.locator('[data-proof="references"] > li');
    await expect(cards).toHaveCount(proof.references.length);
    for (const [index, reference] of proof.references.entries()) {
      const card = cards.nth(index);
      await expect(card.getByRole("heading", { level: 3 })).toHaveText(reference.laboratory);
      for (const part of [
        ...referenceFacts(reference),
        reference.quote,
        reference.person,
        reference.role,
      ])
        await expect(card).toContainText(part);
      // A chat that asks us for the laboratory's contact, naming it and the product.
      const ask = card.getByRole("link", { name: referenceContact.label });
      const url = new URL((await ask.getAttribute("href")) ?? "");
      expect(`${url.origin}${url.pathname}`).toBe(`https://wa.me/${site.phoneDigits}`);
      const message = url.searchParams.get("text");
      expect(message).toBe(referenceContact.message(reference));
      for (const name of [reference.laboratory, site.labProductName])
        expect(message).toContain(name);
      await expect(ask).toHaveAccessibleName(`${referenceContact.label} (${reference.laboratory})`);
      await expect(ask).toHaveAttribute("target", "_blank");
      await expect(ask).toHaveAccessibleDescription("(se abre en una pestaña nueva)");
      await expect(ask).toHaveAttribute("data-track", referenceContact.track);
    }
  });

  test("the reply-time promise beside the demo buttons and in the support answer", async ({
    page,
  }) => {
    await page.goto(labPath);
    const replies = page.locator("[data-reply]");
    await expect(replies).toHaveCount(2); // the hero's demo buttons and the WhatsApp demo card
    for (const reply of await replies.all()) await expect(reply).toHaveText(`${replyPromise}.`);
    const support = labFaq.filter((item) => item.answer.includes(replyPromise));
    expect(support).toHaveLength(1);
    // After-hours support, when the company offers it, right after the hours and the reply time.
    const answer = support[0]?.answer ?? "";
    if (proof.support) {
      expect(answer).toContain(`${OFFICE_HOURS}. ${replyPromise}. ${afterHoursText}`);
      expect(afterHoursText).toContain(proof.support.afterHours.replace(/\.$/, ""));
    } else expect(afterHoursText).toBe("");
    await page.goto("/");
    await expect(page.locator("#contacto")).toContainText(replyPromise);
  });

  test("/ turns the company's cases into short cases of its solution types", async ({ page }) => {
    await page.goto("/");
    const cases = page.locator('#sectores [data-proof="case-studies"] article');
    await expect(cases).toHaveCount(proof.caseStudies.length);
    for (const [index, item] of proof.caseStudies.entries()) {
      await expect(cases.nth(index).getByRole("heading", { level: 4 })).toHaveText(item.client);
      for (const part of [item.portfolio, item.problem, item.result])
        await expect(cases.nth(index)).toContainText(part);
    }
  });

  test("/ shows the clients and the testimonials the file gives, and no empty slot", async ({
    page,
  }) => {
    await page.goto("/");
    const sectors = page.locator("#sectores");
    const heading = (name: string) => sectors.getByRole("heading", { level: 3, name, exact: true });
    // One heading over both: the clients', or the testimonials' when there are no clients.
    const [title, other] = proof.clients.length
      ? [proofCopy.clientsTitle, proofCopy.testimonialsTitle]
      : [proofCopy.testimonialsTitle, proofCopy.clientsTitle];
    const any = proof.clients.length + proof.testimonials.length > 0;
    await expect(heading(title)).toHaveCount(any ? 1 : 0);
    await expect(heading(other)).toHaveCount(0);
    await expect(sectors.locator('[data-proof="clients"] > li')).toHaveText(
      proof.clients.map((client) => client.name),
    );
    const quotes = sectors.locator('[data-proof="testimonials"] figure');
    await expect(quotes).toHaveCount(proof.testimonials.length);
    for (const [index, person] of proof.testimonials.entries()) {
      await expect(quotes.nth(index).locator("blockquote")).toContainText(person.quote);
      for (const part of [person.name, person.role, person.organization])
        await expect(quotes.nth(index).locator("figcaption")).toContainText(part);
    }
  });
});

test.describe("without any proof (a company that publishes none)", () => {
  test.skip(!noProof, "this build has a proof file");

  for (const route of ["/", labPath]) {
    test(`${route} has no proof slot, and still its sections`, async ({ page }) => {
      await page.goto(route);
      expect(await page.getByRole("heading", { level: 2 }).count()).toBeGreaterThan(2);
      await expect(page.locator("[data-proof], [data-regulation]")).toHaveCount(0);
    });
  }
});
