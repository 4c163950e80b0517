/** The lab page's frequently asked questions. */
import { labPath as LAB } from "../../src/config/site";
import { labFaq, labFaqHeading } from "../../src/content/lab";
import { expect, test } from "./fixtures";

test.describe("Preguntas frecuentes", () => {
  test("every question opens and closes with a click", async ({ page }) => {
    await page.goto(LAB);
    const faq = page.getByRole("region", { name: labFaqHeading.title });
    const items = faq.locator("details");
    await expect(items.locator("summary")).toHaveText(labFaq.map((item) => item.question));
    const first = items.first();
    const answer = first.locator("p");
    await expect(answer).toBeHidden();
    await first.locator("summary").click();
    await expect(first).toHaveAttribute("open", "");
    await expect(answer).toBeVisible();
    await expect(answer).toHaveText(labFaq[0]?.answer ?? "");
    await first.locator("summary").click();
    await expect(answer).toBeHidden();
  });

  test("opens and closes from the keyboard", async ({ page }) => {
    await page.goto(LAB);
    const item = page.getByRole("region", { name: labFaqHeading.title }).locator("details").last();
    const summary = item.locator("summary");
    await summary.focus();
    await expect(summary).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(item.locator("p")).toBeVisible();
    await expect(item.locator("p")).toHaveText(labFaq.at(-1)?.answer ?? "");
    await page.keyboard.press("Space");
    await expect(item.locator("p")).toBeHidden();
  });

  test("works with JavaScript off", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(LAB);
    const item = page.getByRole("region", { name: labFaqHeading.title }).locator("details").first();
    await item.locator("summary").click();
    await expect(item.locator("p")).toBeVisible();
    await context.close();
  });
});
