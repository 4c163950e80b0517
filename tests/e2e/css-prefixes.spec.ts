import { expect, test } from "./fixtures";

// Safari up to 17 knows backdrop-filter only as -webkit-backdrop-filter: every rule of the built
// stylesheet that blurs a backdrop carries both, with the same value (the minifier once kept only
// the standard one).
test("every backdrop-filter of the stylesheet has its -webkit- twin", async ({ request }) => {
  const html = await (await request.get("/")).text();
  const href = /<link rel="stylesheet" href="([^"]+\.css)"/.exec(html)?.[1];
  expect(href, "the page links its stylesheet").toBeTruthy();
  const css = await (await request.get(href ?? "")).text();
  const declarations = (block: string, property: string) =>
    [...block.matchAll(new RegExp(`(?:^|[;{])${property}:([^;}]+)`, "g"))].map(([, v]) => v);
  const blocks = css.split("}").filter((block) => declarations(block, "backdrop-filter").length);
  expect(blocks.length, "the header and the menu blur their backdrop").toBeGreaterThan(0);
  for (const block of blocks) {
    expect(declarations(block, "-webkit-backdrop-filter"), block).toEqual(
      declarations(block, "backdrop-filter"),
    );
  }
});
