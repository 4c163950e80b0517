import { CONSENT_SHELL_HTML } from "../../src/components/consent/consent-shell";
import { MAIN_CONTENT_ID } from "../../src/components/layout/skip-link";
import { site } from "../../src/config/site";
import { consentCopy } from "../../src/content/consent";
import { legalLinks } from "../../src/content/footer";
import { CONSENT_OPEN_ATTRIBUTE } from "../../src/islands/page-hooks";
import { ANALYTICS_CONFIG_ID } from "../../src/lib/gtag";

/** Test IDs the pages are served with (src/config's formats: G-…, AW- and digits). */
export const TEST_GA_ID = "G-TEST1234";
export const TEST_ADS = { id: "AW-123456789", whatsappLabel: "wa-test", emailLabel: "mail-test" };

/** Response headers a rewritten page cannot keep (the CSP names Google's hosts only with an ID). */
export const HEADERS_DROPPED = ["content-security-policy", "content-encoding", "content-length"];

/**
 * A built page as if the site had been built with a Google tag ID (and, with `ads`, a Google Ads
 * conversion ID and labels): the analytics configuration the layout writes
 * (src/layouts/base-layout.astro); the consent bar's place, prerendered hidden right after the
 * skip link, or first where a page has none (consent-shell.ts); and the footer's button that
 * reopens the bar (consent-reopen-button.tsx), after the last legal link. Such a build's inline
 * boot script would show the place before the first paint; this one's has no such code, so the
 * bar's module shows it, moments later. For Playwright (tests/e2e/google-tag.ts) and for the
 * other engines, which get pages through a proxy (tests/engines/google-tag-proxy.ts).
 */
export function withGoogleTag(html: string, { ads = false } = {}): string {
  const values: Record<string, string> = {
    gaMeasurementId: TEST_GA_ID,
    controller: site.legalName,
  };
  if (ads) {
    values.adsConversionId = TEST_ADS.id;
    values.adsWhatsappLabel = TEST_ADS.whatsappLabel;
    values.adsEmailLabel = TEST_ADS.emailLabel;
  }
  const config = new RegExp(`(<script[^>]*id="${ANALYTICS_CONFIG_ID}"[^>]*>)([^<]*)`);
  // Over what the page was built with: its other settings (a legal page is unmeasured) stay.
  let body = html.replace(
    config,
    (_, tag: string, built: string) =>
      `${tag}${JSON.stringify({ ...(JSON.parse(built || "{}") as object), ...values })}`,
  );
  const skipLink = new RegExp(`<a href="#${MAIN_CONTENT_ID}"[^>]*>[^<]*</a>`);
  body = skipLink.test(body)
    ? body.replace(skipLink, (link) => link + CONSENT_SHELL_HTML)
    : body.replace(/<body[^>]*>/, (open) => open + CONSENT_SHELL_HTML);
  const lastLegal = `${legalLinks.at(-1)?.name}</a></li>`;
  const at = body.lastIndexOf(lastLegal) + lastLegal.length;
  const reopen = `<li><button type="button" ${CONSENT_OPEN_ATTRIBUTE}="" class="inline-flex min-h-11 items-center rounded text-slate-300">${consentCopy.reopen}</button></li>`;
  return at >= lastLegal.length ? body.slice(0, at) + reopen + body.slice(at) : body;
}
