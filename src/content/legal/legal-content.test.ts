import { describe, expect, it } from "vitest";
import { labFaq } from "~/content/lab/faq";
import { planIncludes, plans, quotedSeparately, quotedSeparatelyNote } from "./plans";
import { privacyPolicy } from "./privacy";
import { termsOfService } from "./terms";
import { documentText } from "./document-text";

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
    for (const citation of ["art. 47", "Decisión Andina 486", "Decreto 1360 de 1989", "Ley 2300"]) {
      expect(terms).toContain(citation);
    }
    for (const citation of ["art. 14", "art. 15", "art. 26", "Circular Externa 002 de 2024"]) {
      expect(privacy).toContain(citation);
    }
  });
});
