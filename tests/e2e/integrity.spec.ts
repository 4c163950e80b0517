import { SPRITE_ICONS } from "../shared/expectations";
import { readFileSync } from "node:fs";
import path from "node:path";
import { HtmlValidate } from "html-validate";
import { CLIENT_DIR } from "../../scripts/build-paths.ts";
import { builtPages } from "../../scripts/files.ts";
import { spriteProblems } from "../shared/page-checks";
import { ROUTES, expect, test } from "./fixtures";

const client = CLIENT_DIR;

test("the built HTML of every page validates with zero errors", async () => {
  const config = JSON.parse(
    readFileSync(path.resolve(import.meta.dirname, "../../.htmlvalidate.json"), "utf8"),
  );
  const validator = new HtmlValidate(config);
  const pages = builtPages(client).map((file) => path.join(client, file));
  expect(pages.length).toBeGreaterThanOrEqual(ROUTES.length + 1);
  for (const file of pages) {
    const report = await validator.validateString(readFileSync(file, "utf8"), file);
    const problems = report.results.flatMap((result) =>
      result.messages.map(
        (message) =>
          `${path.relative(client, file)}:${message.line} ${message.ruleId}: ${message.message}`,
      ),
    );
    expect(problems).toEqual([]);
  }
});

for (const route of [...ROUTES, "/no-existe"]) {
  test(`${route}: every internal link, anchor and sprite icon resolves`, async ({
    page,
    request,
  }) => {
    await page.goto(route);
    // Icons name a view of the sprite (`--icon: url(/icons.svg#id)`, `<img src="/icons.svg#id">`):
    // the build writes the sprite from the ids the pages use.
    const hrefs = await page
      .locator(`a[href], ${SPRITE_ICONS}, img[src*='.svg#']`)
      .evaluateAll((elements) =>
        elements.map((element) =>
          element.localName === "a"
            ? (element.getAttribute("href") ?? "")
            : element.localName === "img"
              ? (element.getAttribute("src") ?? "")
              : (/url\("?([^")]+)/.exec(
                  getComputedStyle(element).getPropertyValue("--icon"),
                )?.[1] ?? "(no --icon)"),
        ),
      );
    expect(hrefs.length).toBeGreaterThan(1);
    const checked = new Map<string, Set<string>>();
    for (const href of hrefs) {
      if (/^(https?:|mailto:|tel:)/.test(href)) continue;
      const url = new URL(href, page.url());
      const target = url.pathname;
      if (!checked.has(target)) {
        const response = await request.get(target);
        expect(response.status(), `${href} on ${route}`).toBe(200);
        const ids = new Set(
          [...(await response.text()).matchAll(/\sid="([^"]+)"/g)].map((m) => m[1] ?? ""),
        );
        checked.set(target, ids);
      }
      if (url.hash)
        expect(
          checked.get(target)?.has(decodeURIComponent(url.hash.slice(1))),
          `${href} on ${route}`,
        ).toBe(true);
    }
  });

  test(`${route}: new-tab links are safe and images have alt text and a size`, async ({ page }) => {
    await page.goto(route);
    for (const link of await page.locator('a[target="_blank"]').all()) {
      await expect(link).toHaveAttribute("rel", /noopener/);
    }
    for (const image of await page.locator("img").all()) {
      await expect(image).toHaveAttribute("alt");
      await expect(image).toHaveAttribute("width", /^\d+$/);
      await expect(image).toHaveAttribute("height", /^\d+$/);
    }
    for (const svg of await page.locator("svg:not([aria-hidden='true'])").all()) {
      await expect(svg).toHaveAttribute("role", "img");
      await expect(svg).toHaveAccessibleName(/.+/);
    }
  });
}

test("with the web font and any third-party host blocked the page still renders and links work", async ({
  page,
  allowedConsoleErrors,
}) => {
  allowedConsoleErrors.push(/Failed to load resource: net::ERR_FAILED/);
  await page.route("**/*.woff2", (route) => route.abort());
  await page.route(/^https:\/\/(?!wa\.me)/, (route) => route.abort());
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await page
    .getByRole("navigation", { name: "Principal" })
    .getByRole("link", { name: "Contacto" })
    .click();
  await expect(page).toHaveURL(/#contacto$/);
  await expect(page.locator("#contacto")).toBeInViewport();
});

test("icons drawn from the sprite really paint", async ({ page }) => {
  await page.goto("/");
  const footerIcons = page.locator("footer .icon");
  expect(await footerIcons.count()).toBeGreaterThan(2);
  await footerIcons.first().scrollIntoViewIfNeeded();
  // Each icon paints its sprite view through a mask: the view must draw on a canvas.
  await expect.poll(() => page.evaluate(spriteProblems, true)).toEqual([]);
});
