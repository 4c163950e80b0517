import { Resvg } from "@resvg/resvg-js";
import { describe, expect, it } from "vitest";
import favicon from "~/assets/favicon.svg?raw";
import { MASKABLE_SAFE_RADIUS, PNG_ICONS, squareIconSvg } from "./site-icons";
const SIZE = PNG_ICONS.maskable.size;

/** RGBA pixels of an SVG drawn SIZE pixels wide. */
function pixels(svg: string): Uint8Array {
  return new Resvg(svg, { fitTo: { mode: "width", value: SIZE } }).render().pixels;
}

describe("the square icons (apple-touch, maskable)", () => {
  const square = pixels(squareIconSvg(favicon));

  it("cover the whole square: no pixel is transparent", () => {
    const alphas = square.filter((_, index) => index % 4 === 3);
    expect(alphas.length).toBe(SIZE * SIZE);
    expect(alphas.every((alpha) => alpha === 255)).toBe(true);
  });

  it("keep the mark inside the maskable safe zone, so no launcher's mask cuts it", () => {
    const centre = (SIZE - 1) / 2;
    let markPixels = 0;
    let farthest = 0;
    for (let y = 0; y < SIZE; y++) {
      for (let x = 0; x < SIZE; x++) {
        const offset = 4 * (y * SIZE + x);
        const white = [0, 1, 2].every((channel) => (square[offset + channel] ?? 0) > 240);
        if (!white) continue;
        markPixels++;
        farthest = Math.max(farthest, Math.hypot(x - centre, y - centre));
      }
    }
    expect(markPixels).toBeGreaterThan(SIZE * 10);
    expect(farthest).toBeLessThanOrEqual(MASKABLE_SAFE_RADIUS * SIZE);
  });

  it("differ from the favicon only by its corners", () => {
    const rounded = pixels(favicon);
    expect(rounded[3]).toBe(0);
    expect(squareIconSvg(favicon).length).toBeLessThan(favicon.length);
  });
});
