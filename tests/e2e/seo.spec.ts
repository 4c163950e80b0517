import { labPath, site } from "../../src/config/site";
import { labFaq, labFaqHeading } from "../../src/content/lab";
import { labRatingLd } from "../../src/content/lab/rating";
import { services as offerings } from "../../src/content/services";
import { OG_IMAGE } from "../../src/lib/seo";
import { SITEMAP } from "../../src/config/route-paths";
import { PNG_ICONS, WEB_MANIFEST } from "../../src/lib/site-icons";
import { builtAsRelease } from "../shared/preview-checks";
import { ROUTES, escapeHtml, escapeRegExp, expect, test } from "./fixtures";

/** The canonical origin (configuration), without a trailing slash. */
const SITE = new URL(site.siteUrl).origin;

/** A PNG's size, from its IHDR chunk: width and height, big-endian, at bytes 16 and 20. */
function pngSize(png: Buffer): { width: number; height: number } {
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

type JsonLd = Record<string, unknown> & { "@type": string };

async function headOf(request: import("@playwright/test").APIRequestContext, route: string) {
  const html = await (await request.get(route)).text();
  const jsonLd = [
    ...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g),
  ].map((match) => JSON.parse(match[1] ?? "") as JsonLd);
  const meta = (attribute: string, name: string) =>
    new RegExp(`<meta ${attribute}="${name}" content="([^"]*)"`).exec(html)?.[1];
  const canonical = /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1];
  return { html, jsonLd, meta, canonical };
}

for (const route of ROUTES) {
  test(`${route}: description, canonical, Open Graph, Twitter and Organization JSON-LD`, async ({
    request,
  }) => {
    const { jsonLd, meta, canonical } = await headOf(request, route);
    const description = meta("name", "description") ?? "";
    expect(description.length).toBeGreaterThanOrEqual(120);
    expect(description.length).toBeLessThanOrEqual(160);
    const url = `${SITE}${route}`;
    expect(canonical).toBe(url);
    expect(meta("property", "og:url")).toBe(url);
    expect(meta("property", "og:locale")).toBe("es_CO");
    expect(meta("property", "og:site_name")).toBe(escapeHtml(site.companyName));
    expect(meta("property", "og:type")).toBe("website");
    expect(meta("name", "twitter:card")).toBe("summary_large_image");
    expect(meta("property", "og:image")).toMatch(
      new RegExp(`^${escapeRegExp(SITE)}/og/[a-z0-9-]+\\.png$`),
    );
    const organization = jsonLd.find((block) => block["@type"] === "Organization");
    expect(organization).toMatchObject({
      name: site.companyName,
      url: `${SITE}/`,
      email: site.email,
      telephone: `+${site.landlineDigits}`,
      address: {
        streetAddress: site.addressStreet,
        addressLocality: site.addressCity,
        addressRegion: site.addressRegion,
        addressCountry: "CO",
      },
    });
    expect(organization?.sameAs).toEqual(
      expect.arrayContaining([site.facebookUrl, site.instagramUrl, site.linkedinUrl]),
    );
    for (const block of jsonLd) expect(block["@context"]).toBe("https://schema.org");
  });

  test(`${route}: its social image is a ${OG_IMAGE.width}×${OG_IMAGE.height} PNG, as its tags say`, async ({
    request,
  }) => {
    const { meta } = await headOf(request, route);
    expect([meta("property", "og:image:width"), meta("property", "og:image:height")]).toEqual([
      String(OG_IMAGE.width),
      String(OG_IMAGE.height),
    ]);
    const image = await request.get(new URL(meta("property", "og:image") ?? "").pathname);
    expect(image.status()).toBe(200);
    expect(image.headers()["content-type"]).toBe("image/png");
    expect(pngSize(await image.body())).toEqual(OG_IMAGE);
  });
}

test("home: a Service for each of the offerings", async ({ request }) => {
  const { jsonLd } = await headOf(request, "/");
  const services = jsonLd.filter((block) => block["@type"] === "Service");
  expect(services).toHaveLength(offerings.length);
  for (const service of services)
    expect(service).toMatchObject({ provider: { "@id": `${SITE}/#organization` } });
});

// The rating is configuration (the spec's 4.9 from 47 by default); the offer is platforms.spec.ts's.
test("lab page: SoftwareApplication with its configured rating, and a breadcrumb", async ({
  request,
}) => {
  const { jsonLd } = await headOf(request, labPath);
  const app = jsonLd.find((block) => block["@type"] === "SoftwareApplication");
  expect(app).toMatchObject({
    name: site.labProductName,
    operatingSystem: "Web",
  });
  expect(app?.aggregateRating).toEqual(
    labRatingLd && { "@type": "AggregateRating", ...labRatingLd },
  );
  expect(jsonLd.find((block) => block["@type"] === "WebPage")).toMatchObject({
    breadcrumb: {
      "@type": "BreadcrumbList",
      itemListElement: [{ item: `${SITE}/` }, { item: `${SITE}${labPath}` }],
    },
  });
});

for (const route of ["/privacy-policy", "/terms-of-service"]) {
  test(`${route}: WebPage with a two-level breadcrumb`, async ({ request }) => {
    const { jsonLd } = await headOf(request, route);
    const page = jsonLd.find((block) => block["@type"] === "WebPage");
    expect(page).toMatchObject({ url: `${SITE}${route}`, inLanguage: "es-CO" });
    expect(page?.breadcrumb).toMatchObject({
      itemListElement: [{ position: 1 }, { position: 2, item: `${SITE}${route}` }],
    });
  });
}

test("the sitemap lists exactly the public routes, and a release's robots.txt points to it", async ({
  request,
}) => {
  // A preview's robots.txt keeps every crawler out and names no sitemap (preview.spec.ts).
  const robots = await (await request.get("/robots.txt")).text();
  const sitemap = builtAsRelease() ? /^Sitemap: (\S+)$/m.exec(robots)?.[1] : `${SITE}/${SITEMAP}`;
  expect(sitemap).toBe(`${SITE}/${SITEMAP}`);
  const response = await request.get(new URL(sitemap ?? "").pathname);
  expect(response.status()).toBe(200);
  const xml = await response.text();
  const urls = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]).sort();
  expect(urls).toEqual(ROUTES.map((route) => `${SITE}${route}`).sort());
});

test("icons and web manifest", async ({ request }) => {
  const manifest = (await (await request.get(`/${WEB_MANIFEST}`)).json()) as {
    name: string;
    theme_color: string;
    icons: { src: string }[];
  };
  expect(manifest.name).toBe(site.companyName);
  expect(manifest.theme_color).toBe(site.brandColor);
  expect(manifest.icons.length).toBeGreaterThan(1);
  for (const icon of manifest.icons) expect((await request.get(icon.src)).status()).toBe(200);
  for (const icon of Object.values(PNG_ICONS)) {
    const response = await request.get(`/${icon.file}`);
    expect(response.headers()["content-type"], icon.file).toBe("image/png");
    expect(pngSize(await response.body()), icon.file).toEqual({
      width: icon.size,
      height: icon.size,
    });
  }
});

test("lab page: the FAQPage JSON-LD equals the visible Preguntas frecuentes", async ({
  page,
  request,
}) => {
  const { jsonLd } = await headOf(request, labPath);
  const faq = jsonLd.find((block) => block["@type"] === "FAQPage") as
    { mainEntity: { name: string; acceptedAnswer: { text: string } }[] } | undefined;
  expect(faq?.mainEntity.map((entry) => entry.name)).toEqual(labFaq.map((item) => item.question));
  await page.goto(labPath);
  const questions = page.getByRole("region", { name: labFaqHeading.title }).locator("details");
  await expect(questions).toHaveCount(faq?.mainEntity.length ?? -1);
  for (const [index, entry] of (faq?.mainEntity ?? []).entries()) {
    const item = questions.nth(index);
    await expect(item.locator("summary")).toHaveText(entry.name);
    await item.locator("summary").click();
    await expect(item).toContainText(entry.acceptedAnswer.text);
  }
});
