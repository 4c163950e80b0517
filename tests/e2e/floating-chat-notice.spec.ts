import { labPath } from "~/config/site";
import { contactNoticeShort } from "~/content/contact-notice";
import { shellCopy } from "~/content/shell";
import { expect, scrollToChat, test } from "./fixtures";

/**
 * The floating chat button is a contact point (docs/requirements.md, "Consent"): on its first use
 * in a visit a short notice shows beside it, with the policy; the chat still opens at once.
 */
const BESIDE_PX = 24;
for (const width of [375, 1280]) {
  test(`at ${width} px the first use shows the notice beside the button, once a visit`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.context().route("https://wa.me/**", (route) => route.fulfill({ body: "chat" }));
    await page.goto("/");
    await scrollToChat(page);
    const chat = page.getByRole("link", { name: shellCopy.floating.chat, exact: true });
    const notice = page.getByText(contactNoticeShort.text);
    await expect(notice).toBeHidden();

    const popup = page.waitForEvent("popup");
    await chat.click();
    await expect(await popup).toHaveURL(/^https:\/\/wa\.me\//);
    await expect(notice).toBeVisible();
    await expect(notice.getByRole("link", { name: contactNoticeShort.link.name })).toHaveAttribute(
      "href",
      contactNoticeShort.link.href,
    );
    // Beside the button, inside the viewport, and never over it.
    const [button, box] = [await chat.boundingBox(), await notice.boundingBox()];
    if (!button || !box) throw new Error("no box");
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(button.x);
    expect(button.x - (box.x + box.width)).toBeLessThanOrEqual(BESIDE_PX);
    expect(box.y + box.height).toBeGreaterThan(button.y);

    await notice.getByRole("button", { name: shellCopy.floating.closeNotice }).click();
    await expect(notice).toBeHidden();

    // The rest of the visit, here and on the other page, the chat opens without it.
    for (const route of ["/", labPath]) {
      await page.goto(route);
      await scrollToChat(page);
      const again = page.waitForEvent("popup");
      await chat.click();
      await (await again).close();
      await expect(notice).toBeHidden();
    }
  });
}
