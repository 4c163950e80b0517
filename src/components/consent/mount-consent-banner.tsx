import { createRoot } from "react-dom/client";
import { ROUTE_PATHS } from "~/config/route-paths";
import { consentCopy } from "~/content/consent";
import { COOKIE_NOTICE_ANCHOR, RIGHTS_ANCHOR } from "~/content/legal/anchors";
import { readAnalyticsConfig } from "~/lib/gtag";
import { ConsentBanner } from "./consent-banner";

/**
 * The data controller's legal name, which the page's analytics configuration carries beside a
 * Google tag; else the brand every page's head carries (og:site_name, src/lib/seo.ts).
 */
function controllerName(): string {
  return (
    readAnalyticsConfig()?.controller ||
    (document.querySelector('meta[property="og:site_name"]')?.getAttribute("content") ?? "")
  );
}

/**
 * The banner exists only in the browser and only where a Google tag is configured, so no page
 * carries its markup or props: the islands runtime mounts it (src/islands/client.ts). It goes
 * right after the skip link, so the keyboard and a screen reader's reading order meet it first
 * without it taking focus away from wherever the visitor already is.
 */
export function mountConsentBanner(): void {
  const container = document.createElement("div");
  const skipLink = document.querySelector('body > a[href^="#"]');
  if (skipLink) skipLink.after(container);
  else document.body.prepend(container);
  createRoot(container).render(
    // Straight to the policy's part on this bar (what each choice allows and how to change it),
    // and to the rights a visitor has over what the bar collects.
    <ConsentBanner
      privacyHref={`${ROUTE_PATHS.privacyPolicy}#${COOKIE_NOTICE_ANCHOR}`}
      rightsHref={`${ROUTE_PATHS.privacyPolicy}#${RIGHTS_ANCHOR}`}
      copy={consentCopy}
      responsible={controllerName()}
    />,
  );
}
