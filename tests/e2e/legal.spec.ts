import type { Locator, Page } from "@playwright/test";
import { labPath, site } from "~/config/site";
import { privacyPolicy } from "~/content/legal/privacy";
import { termsOfService } from "~/content/legal/terms";
import type { LegalDocumentId } from "~/config/legal-versions";
import {
  earlierVersionNotice,
  effectiveDate,
  HABEAS_DATA_SUBJECT,
  legalPageLabels,
  LEGAL_SUBJECT,
  NOTIFICATION_ADDRESS,
} from "~/content/legal/common";
import { dataReturnRule } from "~/content/legal/plans";
import { labFaq } from "~/content/lab/faq";
import { dataProcessingBlocks } from "~/content/legal/terms/data-processing";
import { NO_COOKIES_TEXT, cookieRows } from "~/content/legal/privacy/cookies";
import { ANSWER_WITHIN } from "~/content/legal/privacy/rights";
import { economicTerms } from "~/content/legal/terms/economics";
import { earlierVersions, shownVersion } from "~/content/legal/shown-versions";
import { heroTerminal } from "~/content/hero";
import { mockupLabels } from "~/content/mockups";
import { ROUTE_PATHS } from "~/config/route-paths";
import { OFFICE_HOURS } from "~/content/office-hours";
import { formatLegalDate } from "~/lib/format-date";
import { tocEntries } from "~/sections/legal/legal-toc";
import { headerClearance } from "../shared/page-checks";
import {
  ROUTES as SITE_ROUTES,
  afterFrames,
  escapeRegExp,
  expect,
  scrollToY,
  test,
} from "./fixtures";
import { chooseConsent, consentBar } from "./consent-choice";
import { TEXT_SPACING_CSS, clippedContent, settle } from "./reflow";
import { consumerAuthority, legalLinks } from "~/content/footer";
import { consentCopy } from "~/content/consent";
import { dataLayer, productOf, recordGoogleRequests, serveWithGoogleTag } from "./google-tag";

/** The company's identity, on both documents (Decreto 1377 de 2013, art. 13; Ley 1480, art. 50). */
const identity = (document: LegalDocumentId) => [
  site.legalName,
  site.nit,
  NOTIFICATION_ADDRESS,
  site.privacyEmail,
  effectiveDate(document),
];

/** docs/requirements.md, "Legal pages": sections and constants, as the visitor must find them. */
const PAGES = {
  "/privacy-policy": {
    document: "privacy-policy",
    h1: "Política de Privacidad",
    sections: privacyPolicy.sections,
    constants: [
      ...identity("privacy-policy"),
      HABEAS_DATA_SUBJECT,
      ANSWER_WITHIN,
      OFFICE_HOURS,
      "Ley 1581 de 2012",
      "Decreto 1377 de 2013",
      "Superintendencia de Industria y Comercio",
      "Portabilidad",
    ],
    subject: HABEAS_DATA_SUBJECT,
    email: site.privacyEmail,
    other: ["/terms-of-service", "Términos y Condiciones"],
  },
  "/terms-of-service": {
    document: "terms-of-service",
    h1: "Términos y Condiciones",
    sections: termsOfService.sections,
    constants: [
      ...identity("terms-of-service"),
      LEGAL_SUBJECT,
      "Cliente",
      "Usuario",
      ...Object.values(economicTerms),
      "leyes de la República de Colombia",
    ],
    subject: LEGAL_SUBJECT,
    email: site.email,
    other: ["/privacy-policy", "Política de Privacidad"],
  },
} as const;

const ROUTES = Object.keys(PAGES) as (keyof typeof PAGES)[];

async function scrollY(page: Page): Promise<number> {
  return page.evaluate(() => window.scrollY);
}

for (const route of ROUTES) {
  const spec = PAGES[route];
  /** The recorded "last updated" date, as the page prints it ("1 de noviembre de 2026"). */
  const { updatedAt } = shownVersion(spec.document);
  const UPDATED = formatLegalDate(updatedAt);

  test.describe(route, () => {
    test("is prerendered with its sections and the spec's constants in the HTML", async ({
      request,
    }) => {
      const response = await request.get(route);
      expect(response.status()).toBe(200);
      const html = await response.text();
      expect(html).toMatch(new RegExp(`<h1[^>]*>${spec.h1}</h1>`));
      expect(spec.sections.length).toBeGreaterThan(0);
      for (const { id } of spec.sections) expect(html).toContain(`id="${id}"`);
      // Booleans keep a failure message short (the page's whole HTML is not printed).
      for (const text of spec.constants) expect(html.includes(text), text).toBe(true);
      expect(html).toContain(
        `href="mailto:${spec.email}?subject=${encodeURIComponent(spec.subject)}"`,
      );
      expect(html).toMatch(new RegExp(`<time dateTime="${updatedAt}"[^>]*>${UPDATED}</time>`));
    });

    test("one h1, a numbered h2 per section and no skipped heading level", async ({ page }) => {
      await page.goto(route);
      const headings = await page
        .locator("h1, h2, h3, h4, h5, h6")
        .evaluateAll((elements) =>
          elements.map((el) => ({ level: Number(el.tagName[1]), text: el.textContent ?? "" })),
        );
      expect(headings.filter((h) => h.level === 1).map((h) => h.text)).toEqual([spec.h1]);
      expect(headings[0]).toEqual({ level: 1, text: spec.h1 });
      expect(headings.filter((h) => h.level === 2).map((h) => h.text)).toEqual(
        spec.sections.map(({ title }, index) => `${index + 1}. ${title}`),
      );
      const levels = headings.map((h) => h.level);
      for (const [index, level] of levels.slice(1).entries()) {
        expect(level, `heading ${index + 2}`).toBeLessThanOrEqual((levels[index] ?? 0) + 1);
      }
      for (const { id, title } of spec.sections) {
        await expect(page.locator(`section#${id}`)).toHaveAccessibleName(
          new RegExp(escapeRegExp(title)),
        );
      }
    });

    test("shows the last update of its recorded version", async ({ page }) => {
      await page.goto(route);
      await expect(page.getByRole("main")).toContainText(`Última actualización: ${UPDATED}`);
      await expect(page.locator("main time")).toHaveAttribute("datetime", updatedAt);
    });

    test("every table-of-contents link jumps to its section, below the fixed bar", async ({
      page,
    }) => {
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.goto(route);
      const toc = page.getByRole("navigation", { name: "En esta página" });
      // The numbered entries are the sections; the entries under them, their anchored sub-headings.
      const links = toc.locator(":scope > ol > li > a");
      await expect(links).toHaveText(
        spec.sections.map(({ title }, index) => `${index + 1}. ${title}`),
      );
      const { headerBottom } = await page.evaluate(headerClearance);
      const jumpsBelowTheBar = async (link: Locator, id: string, heading: Locator) => {
        await expect(page.locator(`#${id}`)).toHaveCount(1);
        await link.click();
        await expect(page).toHaveURL(new RegExp(`#${id}$`));
        await expect(heading).toBeInViewport();
        await expect
          .poll(() => heading.evaluate((el) => Math.round(el.getBoundingClientRect().top)))
          .toBeGreaterThanOrEqual(headerBottom);
      };
      for (const [index, section] of spec.sections.entries()) {
        await expect(links.nth(index)).toHaveAttribute("href", `#${section.id}`);
        await jumpsBelowTheBar(links.nth(index), section.id, page.locator(`#${section.id} h2`));
        if (index > 0) expect(await scrollY(page)).toBeGreaterThan(0);
        const entries = tocEntries(section);
        const subLinks = toc.locator(`:scope > ol > li:nth-child(${index + 1}) li > a`);
        await expect(subLinks).toHaveText(entries.map((entry) => entry.text));
        for (const [position, entry] of entries.entries()) {
          await expect(subLinks.nth(position)).toHaveAttribute("href", `#${entry.id}`);
          const heading = page.locator(`#${section.id} h3#${entry.id}`);
          await jumpsBelowTheBar(subLinks.nth(position), entry.id, heading);
        }
      }
    });

    test("the e-mail and WhatsApp links carry the subject", async ({ page }) => {
      await page.goto(route);
      const main = page.getByRole("main");
      await expect(main).toContainText(spec.subject);
      const mailtos = main.locator('a[href^="mailto:"]');
      expect(await mailtos.count()).toBeGreaterThanOrEqual(1);
      for (const href of await mailtos.evaluateAll((els) =>
        els.map((el) => el.getAttribute("href")),
      )) {
        const url = new URL(href ?? "");
        expect([site.email, site.privacyEmail]).toContain(url.pathname);
        expect(url.searchParams.get("subject")).toBe(spec.subject);
      }
      const chat = main.locator('a[href^="https://wa.me/"]').first();
      expect(new URL((await chat.getAttribute("href")) ?? "").searchParams.get("text")).toBe(
        spec.subject,
      );
      await expect(chat).toHaveAttribute("target", "_blank");
    });

    test("measures nothing, whatever the consent: no Google request, no event, footer included", async ({
      page,
    }) => {
      // A person reading the terms or asking about their data is not a lead: the legal pages
      // start no Google product and send no event, whatever the visitor chose (the policy,
      // "Datos de navegación").
      await serveWithGoogleTag(page, { ads: true });
      await page.context().route("https://wa.me/**", (wa) => wa.fulfill({ body: "chat" }));
      const requests = await recordGoogleRequests(page.context());
      await page.goto(route);
      await expect(consentBar(page)).toBeVisible();
      await chooseConsent(page, { analytics: true, advertising: true });
      // The same granted visitor on the next visit of this page.
      await page.reload();
      await page.waitForLoadState("networkidle");

      // Nothing opens (mail client, dialler, chat tab); the page's own listener, which runs
      // first, in the capture phase, still sees each click.
      await page.evaluate(() =>
        document.addEventListener("click", (event) => {
          if ((event.target as Element).closest("a")) event.preventDefault();
        }),
      );
      const contacts = 'a[href^="mailto:"], a[href^="https://wa.me/"], a[href^="tel:"]';
      const links = page.locator(`main :is(${contacts}), footer :is(${contacts})`);
      expect(await links.count()).toBeGreaterThanOrEqual(4);
      for (const link of await links.all()) {
        // A link that wraps has no text at its box's centre: click its first line.
        const position = await link.evaluate((el) => {
          const [line] = el.getClientRects();
          const box = el.getBoundingClientRect();
          return { x: (line?.left ?? box.left) - box.left + 2, y: (line?.height ?? 0) / 2 };
        });
        await link.click({ position });
      }
      await page.waitForLoadState("networkidle");
      expect(requests).toEqual([]);
      const events = (await dataLayer(page)).filter(([command]) => command === "event");
      expect(events).toEqual([]);

      // Not an empty check: the same visitor's choice starts both products on the home page.
      await page.goto("/");
      const pageViews = () =>
        [...new Set(requests.filter((url) => url.includes("en=page_view")).map(productOf))].sort();
      await expect.poll(pageViews).toEqual(["advertising", "analytics"]);
    });

    test(`opens at the top when reached from the bottom of ${spec.other[0]}`, async ({ page }) => {
      await page.goto(spec.other[0]);
      await scrollToY(page, 100_000);
      const footer = page.getByRole("contentinfo");
      await expect(footer).toBeInViewport();
      expect(await scrollY(page)).toBeGreaterThan(1000);
      // The footer's page links (its contact notice links the policy too).
      await footer.getByRole("navigation").getByRole("link", { name: spec.h1 }).click();
      await page.waitForURL(`**${route}`);
      await page.waitForLoadState("load");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(spec.h1);
      await expect(page.getByRole("heading", { level: 1 })).toBeInViewport();
      expect(await scrollY(page)).toBe(0);
      // Still at the top once the page has settled (no late scroll restoration): its fonts in
      // and a few frames drawn after them.
      await page.evaluate(() => document.fonts.ready.then(() => undefined));
      await afterFrames(page);
      await afterFrames(page);
      expect(await scrollY(page)).toBe(0);
    });

    test("the footer names the company by its razón social and NIT", async ({ page }) => {
      await page.goto(route);
      await expect(page.getByRole("contentinfo")).toContainText(
        `${site.legalName} · NIT ${site.nit}`,
      );
    });

    test("fits a 360 px phone without horizontal scrolling", async ({ page }) => {
      await page.setViewportSize({ width: 360, height: 740 });
      await page.goto(route);
      await expect(page.getByRole("navigation", { name: "En esta página" })).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        360,
      );
    });

    test("at 320 px with the 1.4.12 text spacing: no sideways scroll, nothing cut off", async ({
      page,
    }) => {
      // WCAG 1.4.10 and 1.4.12 (their widths and spacing values): a long word of a heading or
      // of the contents ("Responsabilidades") wraps rather than pushing the page sideways.
      await page.emulateMedia({ reducedMotion: "reduce" });
      await page.setViewportSize({ width: 320, height: 640 });
      await page.goto(route);
      await page.addStyleTag({ content: TEXT_SPACING_CSS });
      await settle(page);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, "sideways scroll").toBeLessThanOrEqual(0);
      await expect(page.getByRole("heading", { level: 2 }).first()).toBeVisible();
      expect(await clippedContent(page)).toEqual([]);
    });

    test("links each earlier version, published with its dates and left out of search", async ({
      page,
      request,
    }) => {
      const earlier = earlierVersions(spec.document);
      test.skip(earlier.length === 0, "this company has recorded only one version of the text");
      await page.goto(route);
      const header = page.getByRole("main").locator("header");
      for (const version of earlier) {
        const name = `${legalPageLabels.effectiveFrom} ${formatLegalDate(version.effectiveAt)}`;
        await expect(header.getByRole("link", { name })).toHaveAttribute("href", version.path);
      }
      const sitemap = await (await request.get("/sitemap.xml")).text();
      for (const version of earlier) {
        await page.goto(version.path);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(spec.h1);
        const notice = earlierVersionNotice(
          {
            from: formatLegalDate(version.effectiveAt),
            until: formatLegalDate(version.until),
            next: formatLegalDate(version.next),
          },
          version.inForce,
          spec.document,
        );
        await expect(page.getByRole("main")).toContainText(notice.text);
        await expect(page.getByRole("link", { name: notice.link })).toHaveAttribute("href", route);
        await expect(page.locator("main time")).toHaveAttribute("datetime", version.updatedAt);
        await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
        expect(await page.locator("main section[id]").count()).toBeGreaterThan(0);
        expect(sitemap).not.toContain(version.path);
      }
    });

    test("prints only the document, in black", async ({ page }) => {
      await page.goto(route);
      await page.emulateMedia({ media: "print" });
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(page.getByRole("banner")).toBeHidden();
      await expect(page.getByRole("contentinfo")).toBeHidden();
      await expect(page.getByRole("navigation", { name: "En esta página" })).toBeHidden();
      for (const selector of ["h1", "h2", "main section p"]) {
        await expect(page.locator(selector).first()).toHaveCSS("color", "rgb(0, 0, 0)");
      }
    });
  });
}

/** The FAQ answer that leaves the data rule to the terms (src/content/lab/faq.ts). */
const faqDataLink = (() => {
  const [heading] = dataProcessingBlocks;
  const entry = labFaq.find((item) => item.more?.href.endsWith(`#${heading.id}`));
  if (!entry?.more) throw new Error("no FAQ answer links the terms");
  return entry.more;
})();

test("the rule for the client's data at the end is the same text on the policy and the terms, which the FAQ links", async ({
  page,
}) => {
  for (const route of ["/privacy-policy", "/terms-of-service"]) {
    await page.goto(route);
    const text = await page.getByRole("main").textContent();
    expect(text?.split(dataReturnRule).length, route).toBe(2);
  }
  // The FAQ's answer is short and links to the terms' section that holds the rule.
  await page.goto(labPath);
  const faqLink = page.locator(`main a[href="${faqDataLink.href}"]`);
  await expect(faqLink).toHaveCount(1);
  await page.goto(faqDataLink.href);
  const section = page.locator(`section:has(#${faqDataLink.href.split("#")[1]})`);
  await expect(section).toContainText(dataReturnRule);
});

test("the policy lists exactly the cookies of the products this build configures", async ({
  page,
}) => {
  await page.goto("/privacy-policy");
  const section = page.locator("#datos-recolectados");
  const rows = cookieRows(site);
  const table = section.getByRole("table", { name: "Cookies y almacenamiento del sitio" });
  if (rows.length === 0) {
    await expect(table).toHaveCount(0);
    await expect(section).toContainText(NO_COOKIES_TEXT);
  } else {
    await expect(table.getByRole("rowheader")).toHaveText(rows.map(([name]) => name));
  }
});

/** A claim of a return on investment, in the words a page would use. */
const RETURN_CLAIM = /\bROI\b|retorno (de|sobre) (la )?inversi[oó]n|rentabilidad/i;

test("no page quotes a return, but the hero's line inside the panel labelled an illustration", async ({
  page,
}) => {
  // The spec fixes the hero terminal's "ROI +300%" line, inside a panel that says it is an
  // illustration (docs/requirements.md, "Claims the site makes"): no other text, attribute,
  // title, description or structured data on any page may quote a return (Ley 1480 de 2011,
  // arts. 23 and 29).
  const earlier = (["privacy-policy", "terms-of-service"] as const).flatMap((document) =>
    earlierVersions(document).map((version) => version.path),
  );
  const found: string[] = [];
  for (const route of [...SITE_ROUTES, ...earlier, ROUTE_PATHS.notFound]) {
    await page.goto(route);
    const hits = await page.evaluate(
      ({ source, panel, badge }) => {
        const pattern = new RegExp(source, "i");
        const results: { where: string; allowed: boolean }[] = [];
        const insideIllustration = (node: Node) => {
          const frame = node.parentElement?.closest(`[role="img"][aria-label="${panel}"]`);
          return Boolean(
            frame && [...frame.querySelectorAll("span")].some((s) => s.textContent === badge),
          );
        };
        const walker = document.createTreeWalker(document.documentElement, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const text = node.textContent ?? "";
          if (pattern.test(text)) {
            results.push({ where: text.trim().slice(0, 80), allowed: insideIllustration(node) });
          }
        }
        for (const element of document.querySelectorAll("*")) {
          for (const attribute of element.attributes) {
            if (pattern.test(attribute.value)) {
              results.push({ where: `${element.localName}[${attribute.name}]`, allowed: false });
            }
          }
        }
        return results;
      },
      { source: RETURN_CLAIM.source, panel: heroTerminal.label, badge: mockupLabels.illustration },
    );
    for (const hit of hits) if (!hit.allowed) found.push(`${route}: ${hit.where}`);
    if (route === "/") {
      // Not an empty check: the one allowed line is there, in its labelled panel.
      expect(hits.filter((hit) => hit.allowed).length, "the hero's line").toBe(1);
    }
  }
  expect(found).toEqual([]);
});

test("every page's footer shows a link to the consumer authority", async ({ page }) => {
  // Ley 1480 de 2011, art. 50 lit. i: a visible link to the SIC's site on every page, the
  // not-found page's included.
  const earlier = (["privacy-policy", "terms-of-service"] as const).flatMap((document) =>
    earlierVersions(document).map((version) => version.path),
  );
  for (const route of [...SITE_ROUTES, ...earlier, "/ruta-inexistente"]) {
    await page.goto(route);
    const link = page
      .getByRole("contentinfo")
      .getByRole("link", { name: consumerAuthority.name, exact: true });
    await link.scrollIntoViewIfNeeded();
    await expect(link, route).toBeVisible();
    await expect(link, route).toHaveAttribute("href", consumerAuthority.href);
    await expect(link, route).toHaveAttribute("target", "_blank");
  }
});

test("the not-found page's footer has the legal pages and the cookie preferences", async ({
  page,
}) => {
  // The policy says the preferences are at the foot of every page; whoever lands on a wrong
  // address finds the legal pages there too.
  await serveWithGoogleTag(page);
  await page.goto("/ruta-inexistente");
  const footer = page.getByRole("contentinfo");
  for (const link of legalLinks) {
    await expect(footer.getByRole("link", { name: link.name, exact: true })).toHaveAttribute(
      "href",
      link.href,
    );
  }
  await expect(footer).toContainText(`${site.legalName} · NIT ${site.nit}`);
  await expect(consentBar(page)).toBeVisible({ timeout: 10_000 });
  await chooseConsent(page, { analytics: false, advertising: false });
  await footer.getByRole("button", { name: consentCopy.reopen }).click();
  await expect(consentBar(page)).toBeVisible();
});
