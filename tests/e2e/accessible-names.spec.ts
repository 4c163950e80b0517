import { labPath } from "~/config/site";
import { expect, test } from "./fixtures";
import { settle } from "./reflow";

const SELECTOR = "a[href], button, h1, h2, h3, h4, h5, h6";
/** A word without the punctuation around it ("VérticeLab:" → "VérticeLab"). */
const bare = (word: string) => word.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, "");

/*
 * The names screen readers announce, read from Chromium's accessibility tree (CDP), not from
 * innerText: every word typed in an element reaches its computed name as a word of its own
 * (nothing run together such as "sobreChatbot"), and no space is left before punctuation.
 */
for (const route of ["/", labPath]) {
  test(`${route}: links, buttons and headings have names with their words apart`, async ({
    page,
  }) => {
    await page.goto(route);
    await settle(page);
    // Words of each text node, for elements named by their content (aria-label names itself).
    const typed = await page.evaluate((selector) => {
      return [...document.querySelectorAll(selector)].map((element) => {
        if (element.hasAttribute("aria-label") || element.hasAttribute("aria-labelledby")) {
          return null;
        }
        const words: string[] = [];
        const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          if (node.parentElement?.closest("[aria-hidden='true']")) continue;
          words.push(...(node.textContent ?? "").split(/\s+/).filter(Boolean));
        }
        return words;
      });
    }, SELECTOR);

    const cdp = await page.context().newCDPSession(page);
    const { root } = await cdp.send("DOM.getDocument", { depth: 0 });
    const { nodeIds } = await cdp.send("DOM.querySelectorAll", {
      nodeId: root.nodeId,
      selector: SELECTOR,
    });
    expect(nodeIds).toHaveLength(typed.length);
    const problems: string[] = [];
    let checked = 0;
    for (const [index, nodeId] of nodeIds.entries()) {
      const { nodes } = await cdp.send("Accessibility.getPartialAXTree", {
        nodeId,
        fetchRelatives: false,
      });
      const [node] = nodes;
      if (!node || node.ignored) continue;
      const name = String(node.name?.value ?? "");
      if (/\s[:;,.!?)]/.test(name)) problems.push(`space before punctuation: "${name}"`);
      const nameWords = new Set(name.split(/\s+/).map(bare));
      const words = typed[index]?.map(bare).filter(Boolean);
      if (!words) continue;
      checked++;
      const glued = words.filter((word) => !nameWords.has(word));
      if (glued.length) problems.push(`"${name}" runs together: ${glued.join(", ")}`);
    }
    expect(checked).toBeGreaterThan(20);
    expect(problems).toEqual([]);
  });
}
