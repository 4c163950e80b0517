import { afterEach, describe, expect, it, vi } from "vitest";
import { labFaq } from "~/content/lab/faq";
import { analyzerInterfaceText } from "~/content/lab/analyzers";
import {
  SUPPORT_CHANNELS,
  changeRule,
  planIncludes,
  plans,
  quotedSeparately,
  quotedSeparatelyNote,
} from "./plans";
import { privacyPolicy } from "./privacy";
import { termsOfService } from "./terms";
import { site } from "~/config/site";
import { subprocessors } from "~/config/subprocessors";
import { VAT_NOTE } from "./common";
import { documentText } from "./document-text";
import { aiRetention, subprocessorsBlock } from "./subprocessors";
import { economicTerms } from "./terms/economics";
import type { LegalBlock } from "./types";

const terms = documentText(termsOfService);
const privacy = documentText(privacyPolicy);
const faq = labFaq.map((item) => item.answer).join("\n");

describe("one statement of what a plan includes, in the terms and the FAQ", () => {
  it("the terms list what is included and what is quoted apart", () => {
    for (const item of [...planIncludes, ...quotedSeparately]) expect(terms).toContain(item);
  });

  it("the FAQ says analyzers and migration are quoted apart, as the terms do", () => {
    expect(faq).toContain(quotedSeparatelyNote);
    // No lock-in, in the FAQ's short words; what each plan refunds, once, in the terms.
    expect(faq).toContain("sin permanencia ni penalidad");
    for (const plan of Object.values(plans)) expect(terms).toContain(plan);
    expect(quotedSeparately.some((item) => item.includes("analizador"))).toBe(true);
    expect(quotedSeparately.some((item) => item.includes("migración"))).toBe(true);
  });
});

describe("clauses Colombian law does not allow are gone", () => {
  it("no forum clause and no acceptance by continued use", () => {
    expect(terms).not.toMatch(/jueces competentes de Medell[ií]n/);
    expect(terms).not.toMatch(/si sigues usando[^.]*entenderemos que los aceptas/i);
  });

  it("every legal rule the documents rely on is cited", () => {
    for (const citation of [
      "art. 47",
      "Decisión Andina 486",
      "Decreto 1360 de 1989",
      "Ley 2300 de 2023, art. 3)",
      "Ley 23 de 1982, art. 20",
      "Ley 1480 de 2011, art. 50 lit. c",
      "Ley 1480 de 2011, art. 51",
      "Ley 1480 de 2011, arts. 7 y 11",
      "Ley 527 de 1999, arts. 6 y 7",
    ]) {
      expect(terms).toContain(citation);
    }
    for (const citation of ["art. 14", "art. 15", "art. 26", "Circular Externa 002 de 2024"]) {
      expect(privacy).toContain(citation);
    }
    // The DUR is cited by the chapter that compiles Decreto 1377, not by a title it is not.
    expect(privacy).toContain(
      "Capítulo 25 del Título 2 de la Parte 2 del Libro 2 del Decreto Único Reglamentario 1074 de 2015",
    );
    expect(privacy).not.toContain("Título 2.2.2.25");
  });

  it("contract nothing through this site and state VAT with every price", () => {
    // The site sells nothing online: distance contracts are by e-mail, phone or WhatsApp.
    expect(terms).not.toMatch(/a distancia[^.]*por este sitio/);
    expect(terms).toMatch(/contratas a distancia, por correo, teléfono o WhatsApp/);
    expect(economicTerms.currency).toContain(VAT_NOTE);
    expect(changeRule).toContain(VAT_NOTE);
    // Every sentence of the terms that says what a price or a payment is, says it with VAT.
    const sentences = terms.split(/(?<=\.)\s+/);
    const stated = sentences.filter((sentence) =>
      /\b(precios publicados|se pagan según el valor)\b/.test(sentence),
    );
    expect(stated.length).toBeGreaterThan(0);
    for (const sentence of stated) expect(sentence).toContain(VAT_NOTE);
    // The lab page's one-off price per analyzer states its tax as every price does (Ley 1480 de
    // 2011, art. 26; docs/proof.md, `vat`).
    expect(analyzerInterfaceText).toMatch(
      /^Interfaz por equipo: desde \$[\d.]+(, IVA incluido| \+ IVA),/,
    );
  });

  it("give the same support channels in the terms and the FAQ", () => {
    expect(terms).toContain(`El soporte técnico de nuestro equipo ${SUPPORT_CHANNELS}`);
    expect(faq).toContain(`te damos soporte ${SUPPORT_CHANNELS}`);
  });
});

describe("one list of the providers that process personal data", () => {
  const blocks = (document: typeof privacyPolicy | typeof termsOfService) =>
    document.sections.flatMap((section) => section.blocks as readonly LegalBlock[]);

  it("is the very same block in the policy and the terms", () => {
    expect(blocks(privacyPolicy)).toContain(subprocessorsBlock);
    expect(blocks(termsOfService)).toContain(subprocessorsBlock);
  });

  it("names every configured provider with its country, and the AI provider's retention", () => {
    const text = subprocessorsBlock.type === "definitions" ? subprocessorsBlock.items : [];
    expect(text.map((item) => item.term)).toEqual(
      subprocessors(site).map(({ provider, country }) => `${provider} (${country})`),
    );
    expect(privacy).toContain(aiRetention);
  });
});

describe("the terms state the tax as the company states its prices", () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it('with prices quoted "+ IVA" (the second company), they say so and give a consumer the total', async () => {
    vi.resetModules();
    vi.stubEnv("SITE_COMPANY_DIR", "tests/fixtures/second-company");
    const [{ termsOfService: theirs }, { documentText: text }, { proof }] = await Promise.all([
      import("./terms"),
      import("./document-text"),
      import("~/config/proof"),
    ]);
    expect(proof.vat?.statement).toBe("added");
    const words = text(theirs);
    expect(words).not.toContain("IVA incluido cuando aplique");
    expect(words.split("más IVA cuando aplique").length - 1).toBeGreaterThanOrEqual(3);
    expect(words).toMatch(
      /Si eres consumidor[^.]*precio total, con el IVA incluido \(Ley 1480 de 2011, art\. 26\)/,
    );
  });
});
