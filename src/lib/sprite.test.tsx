import { Pause } from "lucide-react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { SpriteIcon } from "~/components/ui/sprite-icon";
import { CountryFlag } from "~/sections/home/contact/country-flag";
import { SPRITE_PATH, spriteIdsIn } from "./sprite";

describe("sprite drawings in rendered HTML", () => {
  it("finds every drawing a page refers to, by mask or by image, each once", () => {
    const html = renderToStaticMarkup(
      <>
        <CountryFlag code="CO" />
        <SpriteIcon icon={Pause} />
        <SpriteIcon icon={Pause} filled />
        <SpriteIcon icon={Pause} />
      </>,
    );
    expect(html).toContain(`src="${SPRITE_PATH}#flag-CO"`);
    expect(html).toContain(`url(${SPRITE_PATH}#lucide-Pause)`);
    expect([...spriteIdsIn(html)].sort()).toEqual(["flag-CO", "lucide-Pause", "lucide-Pause.fill"]);
  });

  it("ignores other SVG files and fragments", () => {
    expect(spriteIdsIn('<img src="/favicon.svg#x"><a href="#lucide-X">').size).toBe(0);
  });
});
