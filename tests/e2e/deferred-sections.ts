import type { Page } from "@playwright/test";

/**
 * Renders the sections that skip rendering while off screen (app/islands/deferred-render.ts), as
 * following an in-page link does. Checks that read layout or computed colours everywhere at
 * once (axe's contrast rule) need it; a visitor always sees a section rendered. Also used by
 * scripts/screenshots.ts, since a full-page capture draws only what is near the viewport.
 */
export async function renderDeferredSections(page: Page): Promise<void> {
  await page.evaluate(() => {
    for (const section of document.querySelectorAll("[data-defer-render]")) {
      section.removeAttribute("data-defer-render");
    }
  });
}
