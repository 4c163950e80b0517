import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { imageSize } from "./image-size";

const fixture = (name: string) => readFileSync(`tests/fixtures/images/${name}`);

describe("imageSize", () => {
  it.each([
    ["lossy-40x25.webp", { format: "webp", width: 40, height: 25 }],
    ["lossless-33x17.webp", { format: "webp", width: 33, height: 17 }],
    ["alpha-300x200.webp", { format: "webp", width: 300, height: 200 }],
    ["image-48x30.avif", { format: "avif", width: 48, height: 30 }],
  ])("reads %s", (name, size) => {
    expect(imageSize(fixture(name))).toEqual(size);
  });

  it("knows nothing of other formats, truncated files or text", () => {
    expect(imageSize(fixture("not-avif-20x20.png"))).toBeUndefined();
    expect(imageSize(fixture("alpha-300x200.webp").subarray(0, 20))).toBeUndefined();
    expect(imageSize(fixture("image-48x30.avif").subarray(0, 40))).toBeUndefined();
    expect(
      imageSize(new TextEncoder().encode("RIFF not an image at all, just text")),
    ).toBeUndefined();
  });
});
