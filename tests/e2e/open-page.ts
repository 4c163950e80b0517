/**
 * What a visitor who opened a page before a deploy still needs from the server after it: the
 * page's stylesheet, its font and an island's code that loads only when scrolled to, all named by
 * the build the page came from (build-swap.spec.ts runs this against npm start and nginx).
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, type Browser } from "@playwright/test";
import { filesUnder } from "../../scripts/files.ts";
import { request } from "./raw-http";

/** The island below the fold whose code is fetched on scroll (src/islands/registry.ts). */
const LATE_ISLAND = "DashboardCounters";
const LATE_CHUNK = /^\/assets\/dashboard-counters-island\.[\w-]+\.js$/;

/** Assets of a build's client directory, without their precompressed twins. */
export function assetsOf(client: string): string[] {
  return filesUnder(path.join(client, "assets")).filter((file) => !/\.(br|gz)$/.test(file));
}

/**
 * Opens `html` (the home page of an earlier build) as if the browser had it already, with every
 * other request going to the server at `baseURL`, then scrolls to the late island.
 */
export async function expectOpenPageStillWorks(browser: Browser, baseURL: string, html: string) {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  const assets = new Map<string, number>();
  page.on("response", (response) => {
    const { pathname } = new URL(response.url());
    if (pathname.startsWith("/assets/")) assets.set(pathname, response.status());
  });
  await page.route("/", (route) =>
    route.fulfill({ status: 200, contentType: "text/html; charset=utf-8", body: html }),
  );
  await page.goto("/", { waitUntil: "load" });
  const stylesheet = /href="(\/assets\/[^"]+\.css)"/.exec(html)?.[1] ?? "(no stylesheet)";
  expect(assets.get(stylesheet), `${stylesheet} of the open page`).toBe(200);
  expect([...assets.keys()].filter((asset) => LATE_CHUNK.test(asset))).toEqual([]);

  const chunk = page.waitForResponse((response) =>
    LATE_CHUNK.test(new URL(response.url()).pathname),
  );
  await page.evaluate((name) => {
    const island = document.querySelector(`[data-island="${name}"]`);
    island?.firstElementChild?.scrollIntoView({ behavior: "instant" });
  }, LATE_ISLAND);
  expect((await chunk).status(), "the island's code, fetched on scroll").toBe(200);
  await page.waitForLoadState("networkidle");
  const failed = [...assets].filter(([, status]) => status !== 200);
  expect(failed, "every asset the open page asked for").toEqual([]);
  await context.close();
}

/** Every asset of the earlier build answers from the server with its own bytes. */
export async function expectEarlierAssetsServed(baseURL: string, client: string) {
  for (const asset of assetsOf(client)) {
    const response = await request(baseURL, {
      path: `/assets/${asset}`,
      headers: { "Accept-Encoding": "identity" },
    });
    expect(response.status, asset).toBe(200);
    expect(response.body.equals(readFileSync(path.join(client, "assets", asset))), asset).toBe(
      true,
    );
  }
}

/**
 * Every file under /assets/ is named by its content: a name both builds have holds the same
 * bytes in both (its precompressed twins too), and the stylesheet the change reached was renamed.
 */
export function expectAssetsNamedByContent(before: string, after: string) {
  const names = (client: string) => filesUnder(path.join(client, "assets"));
  const shared = names(before).filter((name) => names(after).includes(name));
  expect(shared.length, "assets both builds share").toBeGreaterThan(0);
  for (const name of shared) {
    const bytes = (client: string) => readFileSync(path.join(client, "assets", name));
    expect(bytes(before).equals(bytes(after)), `${name}: same name, same bytes`).toBe(true);
  }
  const stylesheet = (client: string) => names(client).find((name) => name.endsWith(".css"));
  expect(stylesheet(after), "the changed stylesheet has a new name").not.toBe(stylesheet(before));
  return shared.length;
}
