import { LONG_PAGES } from "../shared/expectations";
import { expect, test } from "./fixtures";

type AXNode = { ignored: boolean; role?: { value: string }; name?: { value: string } };

const squash = (text: string | null | undefined) => (text ?? "").replace(/\s+/g, " ").trim();

// A screen reader in browse mode sends the page no scroll, key or pointer events: whatever the
// accessibility tree holds right after load is all it can list.
for (const { route, sections } of LONG_PAGES) {
  test(`${route}: right after load, with no input, the accessibility tree holds every section, heading and link`, async ({
    page,
  }) => {
    await page.goto(route);
    const cdp = await page.context().newCDPSession(page);
    const { nodes } = (await cdp.send("Accessibility.getFullAXTree")) as { nodes: AXNode[] };
    const named = (role: string) =>
      nodes
        .filter((node) => !node.ignored && node.role?.value === role)
        .map((node) => squash(node.name?.value));

    const headings = named("heading");
    const regions = named("region");
    for (const { heading } of sections) {
      expect(headings, `heading "${heading}"`).toContain(heading);
      expect(regions, `landmark "${heading}"`).toContain(heading);
    }
    // Everything the document renders (the closed mobile menu is not rendered) is in the tree.
    const rendered = await page.evaluate(() => {
      const shown = (selector: string) =>
        [...document.querySelectorAll(selector)].filter((element) => element.checkVisibility());
      return {
        headings: shown("h1, h2, h3, h4, h5, h6").length,
        links: shown("a[href]").length,
        landmarks: shown("header, main, footer, nav, section[aria-labelledby], aside").length,
      };
    });
    expect(headings.length, "headings").toBe(rendered.headings);
    expect(named("link").length, "links").toBe(rendered.links);
    const landmarkRoles = [
      "banner",
      "main",
      "contentinfo",
      "navigation",
      "region",
      "complementary",
    ];
    const landmarks = landmarkRoles.flatMap(named);
    expect(landmarks.length, "landmarks").toBeGreaterThanOrEqual(rendered.landmarks);
  });
}
