import AxeBuilder from "@axe-core/playwright";
import { ROUTES, expect, test } from "./fixtures";

for (const route of [...ROUTES, "/ruta-inexistente"]) {
  for (const width of [375, 1280]) {
    test(`${route} has no axe violations at ${width} px`, async ({ page }) => {
      // A full axe run over the long home page takes up to ~35 s on a busy 2-core machine.
      test.slow();
      await page.setViewportSize({ width, height: 900 });
      await page.goto(route);
      const results = await new AxeBuilder({ page })
        .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"])
        .analyze();
      expect(
        results.violations.map(
          (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`,
        ),
      ).toEqual([]);
    });
  }
}

test("the skip link is the first stop and jumps to the main content", async ({ page }) => {
  await page.goto("/");
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: "Saltar al contenido" });
  await expect(skip).toBeFocused();
  await expect(skip).toBeVisible();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/#contenido$/);
});
