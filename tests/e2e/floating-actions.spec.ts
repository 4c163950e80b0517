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
