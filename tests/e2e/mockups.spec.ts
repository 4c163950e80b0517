import type { Locator, Page } from "@playwright/test";
import { labPath } from "~/config/site";
import { sprintBoard } from "~/content/about";
import { dashboard } from "~/content/dashboard";
import { heroTerminal } from "~/content/hero";
import { labDashboard } from "~/content/lab";
import { phraseText } from "~/lib/phrase";
import { expect, test } from "./fixtures";

/** Each mock-up, where it is, the label a visitor sees and what assistive technology gets. */
const MOCKUPS: { name: string; route: string; find: (page: Page) => Locator; label: string }[] = [
  {
    name: "hero terminal",
    route: "/",
    find: (page) => page.getByRole("img", { name: heroTerminal.label }),
    label: heroTerminal.badge,
  },
  {
    name: "team dashboard",
    route: "/",
    find: (page) =>
      page.locator("#nosotros [data-reveal]", {
        has: page.getByRole("heading", { name: "Dashboard" }),
      }),
    label: dashboard.sampleLabel,
  },
  {
    name: "sprint board",
    route: "/",
    find: (page) =>
      page.getByRole("heading", { name: phraseText(sprintBoard.title) }).locator(".."),
    label: sprintBoard.sampleLabel,
  },
  {
    name: "lab sample panel",
    route: labPath,
    find: (page) => page.getByRole("img", { name: labDashboard.label }),
    label: labDashboard.badge,
  },
];

/** AA for small text (WCAG 1.4.3). */
const AA_SMALL_TEXT = 4.5;

/**
 * The contrast ratio of an element's text against its background: the element's and its
 * ancestors' background colours blended down to the first opaque one. A canvas turns any CSS
 * colour (Tailwind writes oklch) into sRGB.
 */
function contrastOf(element: Locator): Promise<number> {
  return element.evaluate((el) => {
    const context = document.createElement("canvas").getContext("2d", { willReadFrequently: true });
    const rgba = (css: string) => {
      if (!context) return [0, 0, 0, 0];
      context.clearRect(0, 0, 1, 1);
      context.fillStyle = css;
      context.fillRect(0, 0, 1, 1);
      const [r = 0, g = 0, b = 0, a = 0] = context.getImageData(0, 0, 1, 1).data;
      return [r, g, b, a / 255];
    };
    const layers: number[][] = [];
    for (let node: Element | null = el; node; node = node.parentElement) {
      const colour = rgba(getComputedStyle(node).backgroundColor);
      if ((colour[3] ?? 0) > 0) layers.unshift(colour);
      if ((colour[3] ?? 0) >= 1) break;
    }
    const over = (under: number[], [r = 0, g = 0, b = 0, a = 1]: number[]) =>
      [r, g, b].map((c, i) => c * a + (under[i] ?? 255) * (1 - a));
    const background = layers.reduce(over, [255, 255, 255]);
    const text = over(background, rgba(getComputedStyle(el).color));
    const luminance = (rgb: number[]) => {
      const [r = 0, g = 0, b = 0] = rgb.map((c) => {
        const s = c / 255;
        return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * r + 0.7152 * g + 0.0722 * b;
    };
    const [light, dark] = [luminance(text), luminance(background)].sort((a, b) => b - a);
    return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05);
  });
}

for (const width of [375, 1280]) {
  for (const mockup of MOCKUPS) {
    test(`the ${mockup.name} says it is a mock-up, to the eye and by name, at ${width} px`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.emulateMedia({ reducedMotion: "reduce" }); // nothing fading in while measured
      await page.goto(mockup.route);
      const frame = mockup.find(page);
      await frame.scrollIntoViewIfNeeded();
      const label = frame.getByText(mockup.label, { exact: true });
      await expect(label).toBeVisible();
      await expect(label).toBeInViewport();
      // Discreet but legible: AA contrast against the layers really behind it.
      expect(await contrastOf(label)).toBeGreaterThanOrEqual(AA_SMALL_TEXT);
      // Inside an image the label is presentational, so the image's name starts with it.
      const name = await frame.getAttribute("aria-label");
      if (name !== null) expect(name.startsWith(mockup.label)).toBe(true);
    });
  }
}

test("the terminal's done line is part of the illustration, never a stated figure", async ({
  page,
}) => {
  await page.goto("/");
  const terminal = page.getByRole("img", { name: heroTerminal.label });
  await expect(terminal).toContainText(heroTerminal.doneLine);
  expect(heroTerminal.label).not.toMatch(/ROI|%/);
});
