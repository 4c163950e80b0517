import type { APIRoute } from "astro";
import { SITEMAP } from "~/config/route-paths";
import { fileResponse } from "~/lib/file-response";

/** Every crawler may read every page; the sitemap lists those meant to be indexed. */
export const GET: APIRoute = ({ site }) =>
  fileResponse(
    `User-agent: *\nAllow: /\n\nSitemap: ${new URL(SITEMAP, site)}\n`,
    "text/plain; charset=utf-8",
  );
