import type { APIRoute } from "astro";
import { isReleaseBuild } from "~/config/build-mode";
import { SITEMAP } from "~/config/route-paths";
import { fileResponse } from "~/lib/file-response";

/**
 * A release: every crawler may read every page, and the sitemap lists those meant to be indexed.
 * A preview (src/config/build-mode.ts): no crawler may read any.
 */
export const GET: APIRoute = ({ site }) =>
  fileResponse(
    isReleaseBuild(process.env)
      ? `User-agent: *\nAllow: /\n\nSitemap: ${new URL(SITEMAP, site)}\n`
      : "User-agent: *\nDisallow: /\n",
    "text/plain; charset=utf-8",
  );
