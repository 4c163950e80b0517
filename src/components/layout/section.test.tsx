// @vitest-environment jsdom
import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { LAB_SECTION_IDS } from "~/content/lab";
import { LAB_PROOF_IDS } from "~/content/proof";
import { HOME_SECTION_IDS } from "~/content/sections";
import { Section } from "./section";

describe("Section ids come from the section-id lists", () => {
  it("renders an id of any list as the section's anchor", () => {
    for (const id of [HOME_SECTION_IDS[1], LAB_SECTION_IDS.faq, LAB_PROOF_IDS.references]) {
      const { container, unmount } = render(
        <Section id={id} labelledBy="titulo">
          <h2 id="titulo">Título</h2>
        </Section>,
      );
      expect(container.querySelector("section")).toHaveAttribute("id", id);
      unmount();
    }
  });

  it("refuses, at type-check time, an id that is in no list", () => {
    // The line below must fail `npm run typecheck`; if it compiles, @ts-expect-error fails it.
    // @ts-expect-error "servicio" is a typo of "servicios", in no section-id list
    render(<Section id="servicio" labelledBy="titulo" children={null} />);
  });
});
