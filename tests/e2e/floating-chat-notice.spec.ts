import { labPath } from "~/config/site";
import { contactNoticeShort } from "~/content/contact-notice";
import { shellCopy } from "~/content/shell";
import { consentCopy } from "~/content/consent";
import { chooseConsent, consentBar } from "./consent-choice";
import { expect, scrollToChat, scrollToY, test } from "./fixtures";
import { serveWithGoogleTag } from "./google-tag";

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

/** Whether two boxes share any area. */
const overlap = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
type Box = { x: number; y: number; width: number; height: number };

for (const route of ["/", labPath]) {
  for (const width of [375, 1280]) {
    test(`${route} at ${width} px: the open notice never covers «${consentCopy.reopen}»`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 800 });
      await serveWithGoogleTag(page);
      await page.context().route("https://wa.me/**", (chat) => chat.fulfill({ body: "chat" }));
      await page.goto(route);
      await expect(consentBar(page)).toBeVisible({ timeout: 10_000 });
      await chooseConsent(page, { analytics: false, advertising: false });
      await scrollToChat(page);
      const popup = page.waitForEvent("popup");
      await page.getByRole("link", { name: shellCopy.floating.chat, exact: true }).click();
      await (await popup).close();
      const notice = page.getByText(contactNoticeShort.text);
      await expect(notice).toBeVisible();

      // At the end of the page the footer's last row is above the notice, the button whole.
      await scrollToY(page, 100_000);
      const reopen = page
        .getByRole("contentinfo")
        .getByRole("button", { name: consentCopy.reopen });
      await expect(reopen).toBeInViewport({ ratio: 1 });
      const [button, box] = [await reopen.boundingBox(), await notice.boundingBox()];
      if (!button || !box) throw new Error("no box");
      expect(overlap(button, box)).toBe(false);
      const onTop = await reopen.evaluate((el) => {
        const r = el.getBoundingClientRect();
        return el.contains(document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2));
      });
      expect(onTop).toBe(true);
    });
  }
}
