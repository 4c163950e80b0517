// @vitest-environment node
import { Pause } from "lucide-react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { renderedSpriteSymbols, SPRITE_PATH } from "./sprite";
import { SpriteIcon, SpriteSvg } from "~/components/ui/sprite-svg";

describe("SpriteSvg on the server", () => {
  it("records every symbol it draws, for the build to write into the sprite", () => {
    const html = renderToStaticMarkup(
      <>
        <SpriteSvg symbol="flag-CO" />
        <SpriteIcon icon={Pause} />
      </>,
    );
    expect(html).toContain(`href="${SPRITE_PATH}#flag-CO"`);
    expect(html).toContain(`href="${SPRITE_PATH}#lucide-Pause"`);
    expect([...renderedSpriteSymbols()]).toEqual(
      expect.arrayContaining(["flag-CO", "lucide-Pause"]),
    );
  });
});
