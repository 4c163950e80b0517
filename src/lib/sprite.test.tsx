// @vitest-environment node
import { Pause } from "lucide-react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { renderedSpriteSymbols, SPRITE_PATH } from "./sprite";
import { SpriteIcon } from "~/components/ui/sprite-icon";
import { CountryFlag } from "~/sections/home/contact/country-flag";

describe("sprite drawings on the server", () => {
  it("records every symbol it draws, for the build to write into the sprite", () => {
    const html = renderToStaticMarkup(
      <>
        <CountryFlag code="CO" />
        <SpriteIcon icon={Pause} />
        <SpriteIcon icon={Pause} filled />
      </>,
    );
    expect(html).toContain(`src="${SPRITE_PATH}#flag-CO"`);
    expect(html).toContain(`url(${SPRITE_PATH}#lucide-Pause)`);
    expect(html).toContain(`url(${SPRITE_PATH}#lucide-Pause.fill)`);
    expect([...renderedSpriteSymbols()]).toEqual(
      expect.arrayContaining(["flag-CO", "lucide-Pause", "lucide-Pause.fill"]),
    );
  });
});
