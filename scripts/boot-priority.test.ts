import { describe, expect, it } from "vitest";
import { withLowBootPriority } from "./boot-priority.ts";

describe("the boot module's fetch priority", () => {
  it("lowers the one external module script of a page", () => {
    const html = '<p>x</p><script type="module" src="/assets/boot.js"></script>';
    expect(withLowBootPriority(html, "index.html")).toBe(
      '<p>x</p><script type="module" fetchpriority="low" src="/assets/boot.js"></script>',
    );
  });

  it("refuses a page without the boot module, or with two, naming the page", () => {
    expect(() => withLowBootPriority("<p>x</p>", "404.html")).toThrow(/404\.html.*found 0/);
    const two = '<script type="module" src="/a.js"></script><script type="module" src="/b.js">';
    expect(() => withLowBootPriority(two, "index.html")).toThrow(/index\.html.*found 2/);
  });
});
