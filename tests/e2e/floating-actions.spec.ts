import { labPath } from "../../src/config/site";
import { FLOATING_CHAT_PX } from "../../src/config/motion";
import { questionChatUrl } from "../../src/content/whatsapp";
import { afterFrames, expect, scrollToY, test } from "./fixtures";

// The shell's floating controls, on both pages that have them (docs/requirements.md, "Floating
// controls": back to top past 300 px, the "Chat por WhatsApp" button).
for (const route of ["/", labPath]) {
  test(`${route}: back to top is hidden at 250 px, shown at 400 px and returns to 0`, async ({
    page,
  }) => {
    await page.goto(route);
    const button = page.getByRole("button", { name: "Volver arriba" });
    await expect(button).toBeHidden();
    await scrollToY(page, 400); // also starts the islands; the assertion waits for them
    await expect(button).toBeVisible();
    await scrollToY(page, 250);
    await expect(button).toBeHidden();
    await scrollToY(page, 400);
    await expect(button).toBeVisible();
    await button.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(button).toBeHidden();
  });

  test(`${route}: the floating chat opens WhatsApp in a new tab`, async ({ page }) => {
    await page.goto(route);
    const chat = page.getByRole("link", { name: "Chat por WhatsApp", exact: true });
    await expect(chat).toHaveAttribute(
      "href",
      route === "/" ? questionChatUrl.home : questionChatUrl.lab,
    );
    await expect(chat).toHaveAttribute("target", "_blank");
    await expect(chat).toHaveAttribute("rel", "noopener noreferrer");
    await expect(chat).toHaveAccessibleDescription("(se abre en una pestaña nueva)");
  });
}

test.describe("on a phone", () => {
  test.use({ viewport: { width: 375, height: 667 }, reducedMotion: "reduce" });

  test("the chat button waits for the first scroll, the boot script's state in step", async ({
    page,
  }) => {
    await page.goto("/");
    const name = "Chat por WhatsApp";
    const chat = page.getByRole("link", { name, exact: true, includeHidden: true });
    await expect(chat).toHaveAttribute("data-visible", "false");
    await expect(chat).toBeHidden();
    await scrollToY(page, FLOATING_CHAT_PX - 1);
    await afterFrames(page);
    await expect(chat).toHaveAttribute("data-visible", "false");
    await scrollToY(page, FLOATING_CHAT_PX);
    await expect(chat).toHaveAttribute("data-visible", "true");
    await expect(chat).toBeVisible();
    await expect(chat).toHaveCSS("opacity", "1");
  });
});

// The parts a visitor stops to look at or tap on a phone (`data-keep-clear`: the lab's mock-up,
// FAQ and contact block, the home page's dashboard pause row, carousel and flags) are never under
// the controls: while one crosses the bottom strip they stand in, they step aside
// (src/styles/floating-actions.css). A scroll-driven animation: Chromium's, where these specs run.
test.describe("on a 390 px phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, reducedMotion: "reduce" });

  for (const route of ["/", labPath]) {
    test(`${route}: the controls step aside over each kept-clear part, and only there`, async ({
      page,
    }) => {
      await page.goto(route);
      const name = "Chat por WhatsApp";
      const chat = page.getByRole("link", { name, exact: true, includeHidden: true });
      const parts = page.locator("[data-keep-clear]");
      expect(await parts.count()).toBeGreaterThan(0);
      if (route === labPath) expect(await parts.count()).toBe(3);
      const strip = await chat.evaluate((element) => ({
        top: element.getBoundingClientRect().top,
        height: window.innerHeight,
      }));
      for (const part of await parts.all()) {
        // The part's middle at the chat button's top: the part is in the strip.
        const y = await part.evaluate((element, top) => {
          const box = element.getBoundingClientRect();
          return box.top + window.scrollY + box.height / 2 - top;
        }, strip.top);
        await scrollToY(page, Math.max(FLOATING_CHAT_PX, y));
        await afterFrames(page);
        await expect(chat).toBeHidden();
        // A part's own height above it, the controls are back (unless another part is there).
        const height = await part.evaluate((element) => element.getBoundingClientRect().height);
        const above = Math.max(FLOATING_CHAT_PX, y - height - strip.height);
        await scrollToY(page, above);
        await afterFrames(page);
        const inStrip = await parts.evaluateAll(
          (all, top) =>
            all.some((element) => {
              const box = element.getBoundingClientRect();
              return box.top < window.innerHeight && box.bottom > top;
            }),
          strip.top,
        );
        if (!inStrip) await expect(chat).toBeVisible();
      }
    });
  }
});
