import { readFileSync } from "node:fs";
import path from "node:path";
import { Resvg } from "@resvg/resvg-js";
import { describe, expect, it } from "vitest";
import { MASKABLE_SAFE_RADIUS, PNG_ICONS, squareCanvas, squareIconSvg } from "./site-icons";

const SIZE = PNG_ICONS.maskable.size;
const root = path.resolve(import.meta.dirname, "..", "..");
const logo = (folder: string) => readFileSync(path.join(root, folder, "logo.svg"), "utf8");
const hex = (color: string) => [1, 3, 5].map((at) => parseInt(color.slice(at, at + 2), 16));
type Pixel = number[];
const white = (pixel: Pixel) => pixel.every((value) => value > 240);
const unlike = (color: string) => (pixel: Pixel) =>
  hex(color).some((value, channel) => Math.abs(value - (pixel[channel] ?? 0)) > 40);

/**
 * The example's mark, a rounded tile whose mark is its white triangle (squared, the tile's
 * gradient fills the square), and the second company's round mark, set on its brand colour.
 */
const LOGOS = [
  ["the example's tile", logo("src/content/example-company"), "#0a1428", white],
  ["another company's mark", logo("tests/fixtures/second-company"), "#123d2e", unlike("#123d2e")],
] as const;

/** RGBA pixels of an SVG drawn SIZE pixels wide. */
function pixels(svg: string): Uint8Array {
  return new Resvg(svg, { fitTo: { mode: "width", value: SIZE } }).render().pixels;
}

describe.each(LOGOS)("the square icons (apple-touch, maskable) of %s", (_, svg, brand, isMark) => {
  const square = pixels(squareIconSvg(svg, brand));

  it("cover the whole square: no pixel is transparent", () => {
    const alphas = square.filter((__, index) => index % 4 === 3);
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
        const pixel = [0, 1, 2].map((channel) => square[offset + channel] ?? 0);
        if (!isMark(pixel)) continue;
        markPixels++;
        farthest = Math.max(farthest, Math.hypot(x - centre, y - centre));
      }
    }
    expect(markPixels).toBeGreaterThan(SIZE * 10);
    expect(farthest).toBeLessThanOrEqual(MASKABLE_SAFE_RADIUS * SIZE);
  });
});

describe("the example's tile", () => {
  it("squares by losing only its corners' radius", () => {
    const [, svg, brand] = LOGOS[0];
    expect(pixels(svg)[3]).toBe(0);
    expect(squareIconSvg(svg, brand).length).toBeLessThan(svg.length);
  });
});

describe("a mark that is not square", () => {
  it("is set on a square canvas, its aspect kept", () => {
    const wide =
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 100"><rect width="200" height="100" fill="#000"/></svg>';
    const canvas = new Resvg(squareCanvas(wide), { fitTo: { mode: "width", value: 100 } }).render();
    expect([canvas.width, canvas.height]).toEqual([100, 100]);
    expect(canvas.pixels[3]).toBe(0); // the top-left corner is outside the wide mark
    expect(canvas.pixels[4 * (50 * 100 + 50) + 3]).toBe(255);
  });
});
