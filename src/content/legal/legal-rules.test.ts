import { describe, expect, it } from "vitest";
import { site } from "~/config/site";
import { contactNotice, contactNoticeShort } from "~/content/contact-notice";
import { ROUTE_PATHS } from "~/config/route-paths";
import { labFaq } from "~/content/lab/faq";
import { plainText } from "~/content/legal/plain-text";
import { documentText } from "./document-text";
import { changeRule, dataReturnRule, noLockIn } from "./plans";
import { privacyPolicy } from "./privacy";
import { rightsSection } from "./privacy/rights";
import { termsOfService } from "./terms";
import { dataProcessingBlocks } from "./terms/data-processing";
import { economicsSection } from "./terms/economics";

const terms = documentText(termsOfService);
const privacy = documentText(privacyPolicy);
const faq = labFaq.map((item) => item.answer).join("\n");
const occurrences = (text: string, part: string) => text.split(part).length - 1;
/** The FAQ answers short and links to where the terms hold the detail, instead of restating it. */
const faqLinksTo = (id: string) =>
  labFaq.some((item) => item.more?.href === `${ROUTE_PATHS.termsOfService}#${id}`);

describe("one rule for the client's data at the end of the contract", () => {
  it("is the very same text in the privacy policy and the terms; the lab FAQ links to it", () => {
    for (const text of [privacy, terms]) expect(occurrences(text, dataReturnRule)).toBe(1);
    expect(occurrences(faq, dataReturnRule)).toBe(0);
    expect(faqLinksTo(dataProcessingBlocks[0].id)).toBe(true);
  });

  it("leaves no other wording of when the data is deleted", () => {
    for (const text of [privacy, terms, faq].map((t) => t.replaceAll(dataReturnRule, ""))) {
      expect(text).not.toMatch(/(eliminamos|borramos)[^.]*(servidores|información)[^.]*días/);
    }
  });

  it("says automatic backups only of the company's cloud", () => {
    const dataAnswer = labFaq.find((item) => item.answer.includes("copias de seguridad"));
    expect(dataAnswer?.answer).toContain("En nuestra nube hacemos copias de seguridad automáticas");
    expect(dataAnswer?.answer).toMatch(/en tus servidores, las copias de seguridad las administra/);
  });
});

describe("one mechanism for changes of price and of the terms", () => {
  it("is one text in the terms, with express acceptance; the FAQ links to the terms", () => {
    expect(occurrences(terms, changeRule)).toBe(1);
    expect(occurrences(faq, changeRule)).toBe(0);
    expect(faqLinksTo(economicsSection.id)).toBe(true);
    expect(changeRule).toContain("de forma expresa");
    expect(changeRule).toContain("Ley 527 de 1999");
  });

  it("leaves no tacit acceptance anywhere", () => {
    for (const text of [terms, faq]) expect(text).not.toMatch(/si no cancelas antes/i);
  });
});

describe("the privacy policy", () => {
  it("has one deadline: 15 business days, never 8 more", () => {
    expect(privacy).not.toMatch(/\b8 días/);
    expect(privacy).toContain("15 días hábiles");
  });

  it("lets deletion be asked at any time and keeps objection and portability apart from art. 8", () => {
    const [lawRights, ownCommitments] = rightsSection.blocks.filter(
      (block) => block.type === "definitions",
    );
    const terms = (block: typeof lawRights) =>
      block?.type === "definitions" ? block.items.map((item) => item.term) : [];
    expect(terms(lawRights)).not.toEqual(expect.arrayContaining(["Oposición"]));
    expect(terms(lawRights)).not.toEqual(expect.arrayContaining(["Portabilidad"]));
    expect(terms(ownCommitments)).toEqual(["Oposición", "Portabilidad"]);
    expect(privacy).toMatch(/en cualquier momento que suprimamos tus datos/);
  });

  it("never calls itself partial and covers every channel the site offers", () => {
    expect(privacy).not.toMatch(/versión completa/i);
    for (const channel of ["Facebook", "Instagram", "LinkedIn", "WhatsApp"]) {
      expect(privacy).toContain(channel);
    }
  });

  it("names health data as sensitive, with the laboratory's duties", () => {
    for (const citation of ["art. 5", "art. 6", "art. 7", "art. 12 lit. b"]) {
      expect(privacy).toContain(citation);
    }
  });

  it("sends identity documents by e-mail, never through the AI-answered chat", () => {
    expect(privacy).toMatch(/documento de identidad[^.]*solo por correo, nunca por el chat/);
  });
});

describe("the terms", () => {
  it("define the consumer in the words of Ley 1480, art. 5 num. 3", () => {
    expect(terms).toContain(
      "como destinatario final, adquiera, disfrute o utilice un determinado producto",
    );
  });

  it("cite Ley 2300 arts. 3 and 5 with its weekly, one-channel, once-a-day limits", () => {
    for (const text of [terms, privacy]) {
      expect(text).toContain(
        "una vez por semana, por un solo canal y nunca dos veces el mismo día (Ley 2300 de 2023, arts. 3 y 5)",
      );
    }
  });

  it("never let a proposal reduce what the terms promise", () => {
    expect(terms).toContain("nunca reducirlo");
  });
});

describe("the contact notices", () => {
  it("say who processes the data, for what, that an AI may answer, and link the policy", () => {
    for (const notice of [contactNotice, contactNoticeShort]) {
      expect(notice.text).toContain(site.legalName);
      expect(notice.text).toContain("asistente de IA");
      expect(notice.text).not.toContain("solo para responderte");
      expect(notice.link.name).toBe(plainText(privacyPolicy.title));
    }
    expect(contactNotice.text).toContain("darte seguimiento");
  });
});

describe("the lab FAQ", () => {
  it("qualifies the analyzers answer instead of an unconditional yes", () => {
    expect(labFaq[0]?.answer.startsWith("Sí.")).toBe(false);
  });

  it("answers pricing in a few lines and leaves the plans' detail to the terms", () => {
    const pricing = labFaq.find((item) => item.question.includes("cobra"));
    expect(pricing?.answer).toContain("sin permanencia ni penalidad");
    expect(pricing?.answer).not.toContain(noLockIn);
    expect(pricing?.more?.href).toBe(`${ROUTE_PATHS.termsOfService}#${economicsSection.id}`);
  });
});
