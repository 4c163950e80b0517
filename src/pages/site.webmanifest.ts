import type { APIRoute } from "astro";
import { site } from "~/config/site";
import { pageSeo } from "~/content/seo";
import { fileResponse } from "~/lib/file-response";
import { webManifest } from "~/lib/web-manifest";

/** The web app manifest the layout links: the company's names and the home page's description. */
export const GET: APIRoute = () => {
  const manifest = webManifest({
    name: site.companyName,
    shortName: site.shortName,
    description: pageSeo.home.description,
    themeColor: site.brandColor,
  });
  return fileResponse(`${JSON.stringify(manifest, null, 2)}\n`, "application/manifest+json");
};
