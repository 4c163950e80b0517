import { createRoot } from "react-dom/client";
import { ROUTE_PATHS } from "~/config/route-paths";
import { consentCopy } from "~/content/consent";
import { ConsentBanner } from "./consent-banner";

/**
 * The banner exists only in the browser and only where a Google tag is configured, so no page
 * carries its markup or props: the islands runtime mounts it (app/islands/client.ts).
 */
export function mountConsentBanner(): void {
  const container = document.createElement("div");
  document.body.append(container);
  createRoot(container).render(
    <ConsentBanner privacyHref={ROUTE_PATHS.privacyPolicy} copy={consentCopy} />,
  );
}
