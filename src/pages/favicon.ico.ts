import type { APIRoute } from "astro";
import { logoSvg } from "~/config/company-logo";
import { fileResponse } from "~/lib/file-response";
import { renderFaviconIco } from "~/lib/icon-images";
import { FAVICON_ICO } from "~/lib/site-icons";

/** The classic favicon, for what asks /favicon.ico without reading the page's links. */
export const GET: APIRoute = async () =>
  fileResponse(
    new Uint8Array(await renderFaviconIco(logoSvg(), FAVICON_ICO.sizes)),
    "image/x-icon",
  );
