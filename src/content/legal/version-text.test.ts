import { ShieldCheck } from "lucide-react";
import { describe, expect, it } from "vitest";
import { site } from "~/config/site";
import type { SiteConfig } from "~/config/site-schema";
import { phoneText } from "~/lib/contact-links";
import { legalDocuments, legalTextStates } from "./documents";
import type { LegalDocument } from "./types";
import { neutralText, textState } from "./version-text";

/** A small document written from a configuration, as the real ones are. */
function documentFor(config: SiteConfig, effectiveDate: string): LegalDocument {
  return {
    title: "Política de Privacidad",
    eyebrow: "Protección de datos personales",
    icon: ShieldCheck,
    intro: `En ${config.companyName} cuidamos tus datos.`,
    tocLabel: "En esta página",
    sections: [
      {
        id: "informacion-general",
        title: "Información general",
        blocks: [
          { type: "paragraph", text: `${config.legalName} (NIT ${config.nit}) es la responsable.` },
          {
            type: "definitions",
            items: [
              {
                term: "Teléfono",
                description: [{ link: phoneText(config.phoneDisplay), href: "tel:" }],
              },
              { term: "Correo", description: config.privacyEmail },
              { term: "Dirección", description: `${config.addressStreet}, ${config.addressCity}` },
              { term: "Fecha de entrada en vigencia", description: effectiveDate },
            ],
          },
        ],
      },
      {
        id: "finalidades",
        title: "Finalidades del tratamiento",
        blocks: [
          {
            type: "list",
            items: [`Responder con el asistente de ${config.aiProvider} (${config.aiCountry}).`],
          },
        ],
      },
    ],
  };
}

const stateFor = (config: SiteConfig, date = "1 de noviembre de 2026") =>
  textState("privacy-policy", documentFor(config, date), config, date);

describe("the fingerprint of a legal text", () => {
  const base = stateFor(site);

  it("stays the same for new contact details, brand, address and effective date", () => {
    const moved: SiteConfig = {
      ...site,
      companyName: "Otra Marca",
      phoneDisplay: "+57 604 444 1234",
      privacyEmail: "datos@otramarca.co",
      addressStreet: "Calle 10 # 43-12",
      addressCity: "Envigado",
    };
    expect(stateFor(moved, "2 de diciembre de 2026").fingerprint).toBe(base.fingerprint);
  });

  it("changes with the controller, and says which part changed", () => {
    const other = stateFor({ ...site, legalName: "Otra Empresa S.A.S.", nit: "901.234.567-7" });
    expect(other.fingerprint).not.toBe(base.fingerprint);
    const changed = other.parts.filter((part, index) => part.hash !== base.parts[index]?.hash);
    expect(changed.map((part) => part.title)).toEqual(["Información general"]);
  });

  it("changes with a sub-processor or its country", () => {
    expect(stateFor({ ...site, aiProvider: "Otra IA Inc." }).fingerprint).not.toBe(
      base.fingerprint,
    );
    expect(stateFor({ ...site, aiCountry: "Irlanda" }).fingerprint).not.toBe(base.fingerprint);
  });

  it("keeps a neutral value inside a longer one and matches whole words only", () => {
    const config = { ...site, companyName: "Lab", legalName: "Lab Andino S.A.S." };
    expect(neutralText("Lab Andino S.A.S. y Lab, en su Laboratorio.", config, "")).toBe(
      "Lab Andino S.A.S. y {dato}, en su Laboratorio.",
    );
  });
});

describe("the texts of this build", () => {
  it("has one state per document, with its title and every section", () => {
    const states = legalTextStates();
    expect(states.map((state) => state.document)).toEqual(Object.keys(legalDocuments));
    for (const state of states) {
      const document = legalDocuments[state.document];
      expect(state.title).toBe(document.title);
      expect(state.parts.map((part) => part.id).slice(1)).toEqual(
        document.sections.map((section) => section.id),
      );
      expect(state.fingerprint).toMatch(/^[0-9a-f]{64}$/);
    }
  });
});
