/** What social platforms, validators and home screens read besides the page itself. */
import { labPath, site } from "../../src/config/site";
import { labCommercialFacts } from "../../src/content/lab/commercial-facts";
import { labPriceCop, labPriceText } from "../../src/content/lab/offer";
import { formatFigure } from "../../src/lib/format-figure";
import { ogImageAlt } from "../../src/lib/seo";
import { FAVICON_ICO, PNG_ICONS, WEB_MANIFEST } from "../../src/lib/site-icons";
import { SHORT_NAME_MAX } from "../../src/config/short-name";
import { ROUTES, expect, test } from "./fixtures";

const SITE = new URL(site.siteUrl).origin;
const NOT_FOUND = "/esta-ruta-no-existe";

async function headOf(request: import("@playwright/test").APIRequestContext, route: string) {
  const html = await (await request.get(route)).text();
  const meta = (attribute: string, name: string) =>
    new RegExp(`<meta ${attribute}="${name}" content="([^"]*)"`).exec(html)?.[1];
  const jsonLd = [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map(
    (match) => JSON.parse(match[1] ?? "") as Record<string, unknown>,
  );
  return { meta, jsonLd };
}

for (const route of [...ROUTES, NOT_FOUND]) {
  test(`${route}: the social image is described, for Open Graph and X alike`, async ({
    request,
  }) => {
    const { meta } = await headOf(request, route);
    const alt = ogImageAlt(site.companyName).replaceAll("&", "&amp;");
    expect(meta("property", "og:image:alt")).toBe(alt);
    expect(meta("name", "twitter:image:alt")).toBe(alt);
    expect(meta("property", "og:title")).not.toBe(alt);
  });
}

test("the not-found page names no URL of its own (/404 itself answers 404) and stays out of the index", async ({
  request,
}) => {
  const { meta } = await headOf(request, NOT_FOUND);
  expect(meta("property", "og:url")).toBeUndefined();
  expect(meta("property", "og:title")).toBeTruthy();
  expect(meta("name", "robots")).toBe("noindex");
});

test("home: a WebSite JSON-LD published by the Organization", async ({ request }) => {
  const { jsonLd } = await headOf(request, "/");
  const sites = jsonLd.filter((block) => block["@type"] === "WebSite");
  expect(sites).toEqual([
    {
      "@context": "https://schema.org",
      "@type": "WebSite",
      name: site.companyName,
      url: `${SITE}/`,
      inLanguage: "es-CO",
      publisher: { "@id": `${SITE}/#organization` },
    },
  ]);
});

test("lab page: an offer in COP whose price is the one the page shows", async ({ page }) => {
  await page.goto(labPath);
  const app = await page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((scripts) =>
      scripts
        .map((script) => JSON.parse(script.textContent ?? "{}") as Record<string, unknown>)
        .find((block) => block["@type"] === "SoftwareApplication"),
    );
  // The spec: "The structured data states price currency COP", in every build.
  expect(app?.offers).toMatchObject({ "@type": "Offer", priceCurrency: "COP" });
  const strip = page.getByRole("region", { name: labCommercialFacts.title });
  if (labPriceCop === undefined) {
    // The company says it publishes no price: none on the page, none in the offer.
    expect(app?.offers).not.toHaveProperty("price");
    await expect(strip).not.toContainText("$");
    return;
  }
  expect(app?.offers).toMatchObject({ "@type": "Offer", price: labPriceCop, priceCurrency: "COP" });
  // A monthly price per site, not a one-off one.
  expect(app?.offers).toMatchObject({
    priceSpecification: {
      "@type": "UnitPriceSpecification",
      price: labPriceCop,
      referenceQuantity: { value: 1, unitCode: "MON" },
    },
  });
  // The same number, as the page writes it ("Desde $390.000 al mes por sede…").
  await expect(strip).toContainText(labPriceText ?? "(no price text)");
  await expect(strip).toContainText(`$${formatFigure(labPriceCop)}`);
});

test("/favicon.ico is a Windows icon with the favicon at each of its sizes", async ({
  request,
}) => {
  const response = await request.get(`/${FAVICON_ICO.file}`);
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toMatch(/^image\/(x-icon|vnd\.microsoft\.icon)/);
  const ico = await response.body();
  expect([ico.readUInt16LE(0), ico.readUInt16LE(2)]).toEqual([0, 1]); // reserved, type "icon"
  const count = ico.readUInt16LE(4);
  const widths = Array.from({ length: count }, (_, index) => ico.readUInt8(6 + 16 * index));
  expect(widths).toEqual([...FAVICON_ICO.sizes]);
});

test("web manifest: a home-screen name that fits and a maskable icon", async ({ request }) => {
  const manifest = (await (await request.get(`/${WEB_MANIFEST}`)).json()) as {
    short_name: string;
    icons: { src: string; purpose?: string }[];
  };
  expect(manifest.short_name).toBe(site.shortName);
  expect(manifest.short_name.length).toBeGreaterThan(0);
  expect(manifest.short_name.length).toBeLessThanOrEqual(SHORT_NAME_MAX);
  const maskable = manifest.icons.filter((icon) => icon.purpose === "maskable");
  expect(maskable.map((icon) => icon.src)).toEqual([`/${PNG_ICONS.maskable.file}`]);
});

/** The alpha of each corner pixel and of the centre of a PNG the site serves, decoded by the page. */
async function cornerAlphas(page: import("@playwright/test").Page, file: string) {
  await page.goto("/");
  return page.evaluate(async (src) => {
    const image = new Image();
    image.src = src;
    await image.decode();
    const canvas = new OffscreenCanvas(image.width, image.height);
    const context = canvas.getContext("2d");
    if (!context) throw new Error("no 2d context");
    context.drawImage(image, 0, 0);
    const last = image.width - 1;
    const points = [
      [0, 0],
      [last, 0],
      [0, last],
      [last, last],
      [last / 2, last / 2],
    ];
    return points.map(([x, y]) => context.getImageData(x ?? 0, y ?? 0, 1, 1).data[3]);
  }, `/${file}`);
}

for (const icon of [PNG_ICONS.appleTouch, PNG_ICONS.maskable]) {
  test(`${icon.file} is an opaque square, corners included`, async ({ page }) => {
    expect(await cornerAlphas(page, icon.file)).toEqual([255, 255, 255, 255, 255]);
  });
}

test("the favicon itself keeps its rounded, transparent corners", async ({ page }) => {
  const [corner] = await cornerAlphas(page, PNG_ICONS.logo.file);
  expect(corner).toBe(0);
});
